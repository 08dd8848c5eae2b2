import { publicationEndpoints } from "@scholarly/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../auth/session";
import { buildFeedPage, buildPublication } from "../test/factories";
import { answerUploadsWith } from "../test/fake-upload";
import { useFeed } from "./feed";
import { useOwnPublications, usePublishPublication } from "./publications";
import { queryKeys } from "./query-keys";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Answers the member's own list and the feed's first page, counting how often each is fetched. */
function answerListsCounting() {
  const fetched = { ownPublications: 0, feed: 0 };
  vi.spyOn(globalThis, "fetch").mockImplementation(async (url) => {
    if (String(url) === publicationEndpoints.ownPublications.path) {
      fetched.ownPublications += 1;
      return Response.json({ results: [], count: 0 });
    }
    fetched.feed += 1;
    return Response.json(buildFeedPage());
  });
  return fetched;
}

function renderWithClient() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const screen = renderHook(
    () => ({ own: useOwnPublications(), feed: useFeed(1, undefined), publish: usePublishPublication() }),
    { wrapper },
  );
  return { queryClient, screen };
}

describe("publishing a publication", () => {
  it("makes the member's publications, every feed page and the public profiles fetch again", async () => {
    saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 });
    const fetched = answerListsCounting();
    const { queryClient, screen } = renderWithClient();
    await waitFor(() => expect(screen.result.current.own.isSuccess && screen.result.current.feed.isSuccess).toBe(true));
    // Lists that are not on screen: another feed page and a public profile, both fresh until the publication.
    queryClient.setQueryData(queryKeys.feed(2, "publication"), buildFeedPage());
    queryClient.setQueryData(queryKeys.publicProfile("3"), { id: 3 });
    queryClient.setQueryData(queryKeys.ownCode(), []);

    answerUploadsWith(201, { message: "Publication uploaded successfully!", data: buildPublication() });
    await act(() =>
      screen.result.current.publish.mutateAsync({
        fields: { title: "Notes on the Analytical Engine", author: "Ada Lovelace", upload_mode: "private" },
        document: new File(["%PDF-1.4"], "engine.pdf", { type: "application/pdf" }),
        onProgress: () => {},
      }),
    );

    await waitFor(() => expect(fetched).toEqual({ ownPublications: 2, feed: 2 }));
    expect(queryClient.getQueryState(queryKeys.feed(2, "publication"))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.publicProfile("3"))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.ownCode())?.isInvalidated).toBe(false);
  });
});
