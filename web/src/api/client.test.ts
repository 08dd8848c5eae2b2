import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { answerFetchWith } from "../test/render-page";
import { ApiError, apiRequest } from "./client";

afterEach(() => vi.restoreAllMocks());

describe("apiRequest with a schema loader", () => {
  const greeting = z.object({ message: z.string() });

  it("loads the schema alongside the request and parses the answer with it", async () => {
    answerFetchWith(200, { message: "Hello", extra: true });
    const load = vi.fn(async () => greeting);
    await expect(apiRequest("/user/hello/", { schema: load })).resolves.toEqual({ message: "Hello" });
    expect(load).toHaveBeenCalledOnce();
  });

  it("still reports the server's message when the call fails", async () => {
    answerFetchWith(400, { error: "Invalid email format", detail: "Invalid email format" });
    const failure = apiRequest("/user/hello/", { schema: async () => greeting });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow("Invalid email format");
  });
});
