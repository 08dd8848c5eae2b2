import { QueryClient, QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../auth/session";
import { buildTokenPair } from "../test/factories";
import { answerFetchWith } from "../test/render-page";
import { useDeleteAccount, useLogIn } from "./accounts";
import { useCodeSnippetChanges } from "./code";
import { useFollowFediverseAccount } from "./fediverse-following";
import { queryKeys } from "./query-keys";

afterEach(() => vi.restoreAllMocks());

/** A query client holding an answer under each key, and the hook rendered with it. */
function renderWithCached<Result>(hook: () => Result, keys: QueryKey[]) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  for (const queryKey of keys) queryClient.setQueryData(queryKey, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(hook, { wrapper });
  const stale = (queryKey: QueryKey) => queryClient.getQueryState(queryKey)?.isInvalidated;
  return { queryClient, result, stale };
}

describe("the cache effects of writes, whoever calls them", () => {
  it("deleting a code snippet makes the member's snippets, the feed and public profiles stale, not the portfolio", async () => {
    saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 });
    answerFetchWith(200, { message: "Snippet deleted successfully" });
    const { result, stale } = renderWithCached(useCodeSnippetChanges, [
      queryKeys.ownCode(),
      queryKeys.feed(1, undefined),
      queryKeys.publicProfile("3"),
      queryKeys.portfolio("projects"),
    ]);
    await act(() => result.current.remove.mutateAsync(5));
    expect(stale(queryKeys.ownCode())).toBe(true);
    expect(stale(queryKeys.feed(1, undefined))).toBe(true);
    expect(stale(queryKeys.publicProfile("3"))).toBe(true);
    expect(stale(queryKeys.portfolio("projects"))).toBe(false);
  });

  it("following a fediverse account makes the list of accounts followed and the feed stale", async () => {
    saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 });
    answerFetchWith(202, {
      actor: "https://social.example/users/ada",
      handle: "ada@social.example",
      name: "Ada",
      url: null,
      avatar: null,
      status: "pending",
    });
    const { result, stale } = renderWithCached(useFollowFediverseAccount, [
      queryKeys.fediverseFollowing(),
      queryKeys.feed(1, undefined, "following"),
    ]);
    await act(() => result.current.mutateAsync("@ada@social.example"));
    expect(stale(queryKeys.fediverseFollowing())).toBe(true);
    expect(stale(queryKeys.feed(1, undefined, "following"))).toBe(true);
  });

  it("signing in forgets what was cached for the visitor", async () => {
    answerFetchWith(200, buildTokenPair());
    const { queryClient, result } = renderWithCached(useLogIn, [queryKeys.post("4", "publication")]);
    await act(() => result.current.mutateAsync({ email: "ada@example.org", password: "tangerine-Orbit" }));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it("deleting the account forgets every cached answer", async () => {
    saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 });
    answerFetchWith(200, { message: "Account deleted successfully!" });
    const { queryClient, result } = renderWithCached(useDeleteAccount, [queryKeys.ownProfile(), queryKeys.ownCode()]);
    await act(() => result.current.mutateAsync());
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
