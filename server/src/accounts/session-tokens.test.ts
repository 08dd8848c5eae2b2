import { randomBytes } from "node:crypto";
import type { TokenPair } from "@scholarly/contract";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { postJson } from "../test/account-factories.js";
import { buildUser } from "../test/factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { createTokenSigner } from "./tokens.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ownProfile = (authorization: string) =>
  t.app.inject({ method: "GET", url: "/user/profile/create-profile/", headers: { authorization } });
const refresh = (refresh_token: string) => postJson(t, "/user/token/refresh/", { refresh_token });

async function logIn(): Promise<TokenPair> {
  const user = await buildUser(t);
  return (await postJson(t, "/user/login/", { email: user.email, password: user.password })).json<TokenPair>();
}

describe("access tokens", () => {
  it("are refused when signed with another secret", async () => {
    const user = await buildUser(t);
    const forged = await createTokenSigner(randomBytes(32).toString("hex")).sign(user.id, "access");
    expect((await ownProfile(`Bearer ${forged.token}`)).statusCode).toBe(401);
  });

  it("are refused once expired", async () => {
    const user = await buildUser(t);
    const expired = await new SignJWT({ use: "access" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(user.id))
      .setJti("expired-token")
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await ownProfile(`Bearer ${expired}`)).statusCode).toBe(401);
  });

  it("are refused without an expiry, or without saying what they are for", async () => {
    const user = await buildUser(t);
    const secret = new TextEncoder().encode(t.config.jwtSecret);
    const withoutExpiry = await new SignJWT({ use: "access" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(user.id))
      .setJti("never-expires")
      .setIssuedAt()
      .sign(secret);
    const withoutUse = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(user.id))
      .setJti("no-use")
      .setIssuedAt()
      .setExpirationTime("15m")
      .sign(secret);
    expect((await ownProfile(`Bearer ${withoutExpiry}`)).statusCode).toBe(401);
    expect((await ownProfile(`Bearer ${withoutUse}`)).statusCode).toBe(401);
  });

  it("cannot be replaced by a refresh token", async () => {
    const tokens = await logIn();
    expect((await ownProfile(`Bearer ${tokens.refresh_token}`)).statusCode).toBe(401);
  });

  it("are refused when missing", async () => {
    expect((await t.app.inject({ method: "GET", url: "/user/profile/create-profile/" })).statusCode).toBe(401);
  });
});

describe("POST /user/token/refresh/", () => {
  it("swaps a refresh token for a new pair that works", async () => {
    const tokens = await logIn();
    const response = await refresh(tokens.refresh_token);
    expect(response.statusCode).toBe(200);
    const next = response.json<TokenPair>();
    expect(next.user_id).toBe(tokens.user_id);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await ownProfile(`Bearer ${next.access_token}`)).statusCode).toBe(404);
  });

  it("answers two tabs refreshing with the same token at once with the same new pair, which works", async () => {
    const tokens = await logIn();
    const [first, second] = await Promise.all([refresh(tokens.refresh_token), refresh(tokens.refresh_token)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    expect((await refresh(first.json<TokenPair>().refresh_token)).statusCode).toBe(200);
  });

  it("answers the same token again within 10 seconds with the same pair", async () => {
    const tokens = await logIn();
    const first = (await refresh(tokens.refresh_token)).json<TokenPair>();
    const again = await refresh(tokens.refresh_token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
  });

  it("takes a token used again after 10 seconds for stolen and ends that user's sessions", async () => {
    const tokens = await logIn();
    const next = (await refresh(tokens.refresh_token)).json<TokenPair>();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 11_000);
      expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
      expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses an access token, a forged token and an unknown one", async () => {
    const tokens = await logIn();
    const forged = await createTokenSigner(randomBytes(32).toString("hex")).sign(tokens.user_id, "refresh");
    const unstored = await createTokenSigner(t.config.jwtSecret).sign(tokens.user_id, "refresh");
    for (const token of [tokens.access_token, forged.token, unstored.token, "garbage"]) {
      expect((await refresh(token)).statusCode).toBe(401);
    }
  });

  it("refuses an expired refresh token", async () => {
    const tokens = await logIn();
    await t.db
      .updateTable("refresh_tokens")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("user_id", "=", tokens.user_id)
      .execute();
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it("asks for the refresh token", async () => {
    expect((await postJson(t, "/user/token/refresh/", {})).statusCode).toBe(400);
  });
});
