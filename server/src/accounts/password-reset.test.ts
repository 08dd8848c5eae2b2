import type { TokenPair } from "@scholarly/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedUpUser, latestMail, newEmail, postJson } from "../test/account-factories.js";
import { buildUser } from "../test/factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LINK_SENT = "If an account exists for this email, a reset link has been sent.";
const login = (email: string, password: string) => postJson(t, "/user/login/", { email, password });
const confirm = (token: string, password: string) =>
  postJson(t, "/user/reset-password/confirm/", { token, new_password: password, confirm_password: password });

async function requestResetLink(email: string): Promise<string> {
  const response = await postJson(t, "/user/reset-password/", { email }, { host: "scholarly.example" });
  expect(response.json()).toEqual({ message: LINK_SENT });
  const token = (await latestMail(t, email)).match(/reset-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error("no reset link was e-mailed");
  return token;
}

describe("forgot password", () => {
  it("e-mails a link to the web app's reset screen", async () => {
    const user = await buildUser(t);
    await requestResetLink(user.email);
    expect(await latestMail(t, user.email)).toContain("http://scholarly.example/reset-password?token=");
  });

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const email = newEmail();
    const response = await postJson(t, "/user/reset-password/", { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: LINK_SENT });
    expect(await t.mailsTo(email)).toEqual([]);
  });

  it("sets the new password from the link, once, and ends existing sessions", async () => {
    const user = await buildUser(t);
    const session = (await login(user.email, user.password)).json<TokenPair>();
    const token = await requestResetLink(user.email);
    const response = await confirm(token, "brand-new-password");
    expect(response.statusCode).toBe(200);
    expect((await login(user.email, "brand-new-password")).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await confirm(token, "another-password")).json().error).toBe("This reset link is invalid or has expired.");
    const refreshed = await postJson(t, "/user/token/refresh/", { refresh_token: session.refresh_token });
    expect(refreshed.statusCode).toBe(401);
  });

  it("refuses an expired link and a made-up one", async () => {
    const user = await buildUser(t);
    const token = await requestResetLink(user.email);
    await t.db
      .updateTable("password_reset_tokens")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("user_id", "=", user.id)
      .execute();
    expect((await confirm(token, "brand-new-password")).statusCode).toBe(400);
    expect((await confirm("made-up-token", "brand-new-password")).statusCode).toBe(400);
  });

  it("refuses mismatched or short new passwords from the link", async () => {
    const user = await buildUser(t);
    const token = await requestResetLink(user.email);
    const mismatch = await postJson(t, "/user/reset-password/confirm/", {
      token,
      new_password: "brand-new-password",
      confirm_password: "other-password",
    });
    expect(mismatch.json().error).toBe("New password and confirm password do not match.");
    expect((await confirm(token, "abc")).statusCode).toBe(400);
    expect((await confirm(token, "brand-new-password")).statusCode).toBe(200);
  });

  it("asks for an e-mail", async () => {
    expect((await postJson(t, "/user/reset-password/", {})).statusCode).toBe(400);
    expect((await postJson(t, "/user/reset-password/", { email: "nope" })).statusCode).toBe(400);
  });
});

describe("change password", () => {
  const change = (
    headers: Record<string, string>,
    old_password: string,
    new_password: string,
    confirm_password = new_password,
  ) => postJson(t, "/user/reset-password/", { old_password, new_password, confirm_password }, headers);

  it("changes the password of the signed-in user", async () => {
    const user = await buildUser(t);
    const response = await change(await t.authHeader(user.id), user.password, "changed-password");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Password changed successfully." });
    expect((await login(user.email, "changed-password")).statusCode).toBe(200);
  });

  it("refuses a wrong old password", async () => {
    const user = await buildUser(t);
    const response = await change(await t.authHeader(user.id), "not-the-old-one", "changed-password");
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Old password is incorrect.");
  });

  it("refuses mismatched and short new passwords", async () => {
    const headers = await t.authHeader((await buildUser(t)).id);
    const mismatch = await change(headers, "whatever", "changed-password", "different-password");
    expect(mismatch.json().error).toBe("New password and confirm password do not match.");
    const short = await change(headers, "whatever", "abc");
    expect(short.json().error).toBe("New password must be at least 6 characters long.");
  });

  it("needs a signed-in, verified user", async () => {
    const user = await buildUser(t);
    expect((await change({}, user.password, "changed-password")).statusCode).toBe(401);
    const unverified = await buildSignedUpUser(t);
    expect((await change(unverified.headers, unverified.password, "changed-password")).statusCode).toBe(403);
  });
});
