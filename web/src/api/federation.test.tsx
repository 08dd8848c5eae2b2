import type { FederationSettings } from "@scholarly/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../auth/session";
import { answerFetchWith } from "../test/render-page";
import { useChangeFederationSettings } from "./federation";
import { queryKeys } from "./query-keys";

afterEach(() => vi.restoreAllMocks());

const stored: FederationSettings = {
  handle: "ada_lovelace@scholarly.example",
  enabled: true,
  approve_followers: false,
  remote_followers: 2,
  slug_changeable: true,
};

function renderChange() {
  saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(queryKeys.federationSettings(), stored);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(useChangeFederationSettings, { wrapper });
  const shown = () => queryClient.getQueryData<FederationSettings>(queryKeys.federationSettings());
  return { result, shown };
}

describe("changing the fediverse settings", () => {
  it("shows the settings as the server stored them", async () => {
    answerFetchWith(200, { ...stored, enabled: false });
    const { result, shown } = renderChange();
    await act(() => result.current.mutateAsync({ enabled: false }));
    expect(shown()).toEqual({ ...stored, enabled: false });
  });

  it("puts a refused switch back as it was", async () => {
    answerFetchWith(500, { detail: "Something went wrong" });
    const { result, shown } = renderChange();
    await act(() => result.current.mutateAsync({ approve_followers: true }).catch(() => undefined));
    expect(shown()).toEqual(stored);
  });
});
