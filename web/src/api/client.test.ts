import { endpoint, failures, feedEndpoints, followEndpoints, profileEndpoints } from "@scholarly/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { getSession, saveSession } from "../auth/session";
import { answerFetchWith } from "../test/render-page";
import { ApiError, ContractMismatchError, callEndpoint } from "./client";

afterEach(() => vi.restoreAllMocks());

const greeting = endpoint({
  method: "PATCH",
  path: "/user/greeting/",
  auth: "bearer",
  tag: "test",
  summary: "A declaration made up for these tests",
  body: z.object({ text: z.string() }),
  responses: { 200: z.object({ message: z.string() }), ...failures(400) },
});

const requestOf = (spy: ReturnType<typeof answerFetchWith>, call = 0) => {
  const [url, init] = spy.mock.calls[call] ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
};

describe("calling an endpoint by its declaration", () => {
  it("takes the method and the path from the declaration and sends the body as JSON", async () => {
    saveSession({ access_token: "access", refresh_token: "refresh" });
    const fetch = answerFetchWith(200, { message: "Hello" });
    await expect(callEndpoint(greeting, { body: { text: "hi" } })).resolves.toEqual({ message: "Hello" });
    const { url, init, headers } = requestOf(fetch);
    expect(url).toBe("/user/greeting/");
    expect(init.method).toBe("PATCH");
    expect(JSON.parse(String(init.body))).toEqual({ text: "hi" });
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.get("Authorization")).toBe("Bearer access");
  });

  it("does the same for the contract's own declarations, with the query in the address", async () => {
    saveSession({ access_token: "access", refresh_token: "refresh" });
    const fetch = answerFetchWith(200, { message: "Successfully unfollowed." });
    await callEndpoint(followEndpoints.unfollow, { body: { id: 7 } });
    expect(requestOf(fetch).url).toBe(followEndpoints.unfollow.path);
    expect(requestOf(fetch).init.method).toBe("DELETE");

    fetch.mockImplementation(async () =>
      Response.json({ results: [], count: 0, next: null, previous: null, next_cursor: null }),
    );
    await callEndpoint(feedEndpoints.searchData, { query: { type: "video", page: 2, limit: 10 } });
    expect(requestOf(fetch, 1).url).toBe("/user/publication/search-data/?type=video&page=2&limit=10");
  });

  it("sends a form as multipart, leaving the content type to the browser", async () => {
    saveSession({ access_token: "access", refresh_token: "refresh" });
    const fetch = answerFetchWith(200, {
      message: "Profile updated successfully",
      data: {
        id: 1,
        user: 7,
        name: "Ada",
        profile_picture: null,
        institution: "",
        research_areas: "",
        degree: "Ph.D.",
        primary_affiliation: "",
        current_activity: "",
        bio: "",
        disciplines: [],
        languages: [],
        spotlight: "",
        orcid: null,
        featured_research: [],
      },
    });
    const form = new FormData();
    form.append("name", "Ada");
    await callEndpoint(profileEndpoints.updateProfile, { body: form });
    const { init, headers } = requestOf(fetch);
    expect(init.body).toBe(form);
    expect(headers.has("Content-Type")).toBe(false);
  });

  it("sends no token to an endpoint that takes none", async () => {
    saveSession({ access_token: "access", refresh_token: "refresh" });
    const anonymous = endpoint({ ...greeting, auth: "anonymous" });
    const fetch = answerFetchWith(200, { message: "Hello" });
    await callEndpoint(anonymous, { body: { text: "hi" } });
    expect(requestOf(fetch).headers.has("Authorization")).toBe(false);
  });

  it("fails loudly in tests when a success answer breaks the contract", async () => {
    answerFetchWith(200, { greeting: "Hello" });
    const call = callEndpoint(greeting, { body: { text: "hi" } });
    await expect(call).rejects.toBeInstanceOf(ContractMismatchError);
    await expect(call).rejects.toThrow("PATCH /user/greeting/ answered 200 against its contract");
  });

  it("fails loudly on a success status the declaration does not list", async () => {
    answerFetchWith(201, { message: "Hello" });
    await expect(callEndpoint(greeting, { body: { text: "hi" } })).rejects.toThrow(
      "PATCH /user/greeting/ answered 201 against its contract: the declaration lists no such status",
    );
  });

  it("reports the server's message when the call fails, else the caller's fallback", async () => {
    answerFetchWith(400, { error: "Invalid email format", detail: "Invalid email format" });
    const failure = callEndpoint(greeting, { body: { text: "hi" } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow("Invalid email format");

    answerFetchWith(500, {});
    await expect(callEndpoint(greeting, { body: { text: "hi" }, fallbackError: "Greeting failed" })).rejects.toThrow(
      "Greeting failed",
    );
  });

  it("says the server could not be reached when the request never got an answer", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    const failure = callEndpoint(greeting, { body: { text: "hi" } });
    await expect(failure).rejects.toThrow("Network error. Please try again later.");
    await expect(failure).rejects.toMatchObject({ status: 0 });
  });

  it("refreshes an expired token once and repeats the call with the new one", async () => {
    saveSession({ access_token: "expired", refresh_token: "refresh" });
    const tokens = {
      access_token: "fresh",
      refresh_token: "refresh-2",
      user_id: 7,
      email_verified: true,
      has_profile: true,
      message: "Token refreshed",
    };
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (url, init) => {
      if (String(url) === "/user/token/refresh/") return Response.json(tokens);
      const bearer = new Headers(init?.headers).get("Authorization");
      return bearer === "Bearer fresh"
        ? Response.json({ message: "Hello" })
        : Response.json({ error: "Token expired", detail: "Token expired" }, { status: 401 });
    });
    await expect(callEndpoint(greeting, { body: { text: "hi" } })).resolves.toEqual({ message: "Hello" });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(getSession()?.accessToken).toBe("fresh");
  });
});
