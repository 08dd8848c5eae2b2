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
const refresh = (refresh_token: string) => postJson(t, "/user/token/refresh/", { refresh_token });
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

  it("e-mails one link a minute per account, with the same answer to every request", async () => {
    const user = await buildUser(t);
    const forgot = () => postJson(t, "/user/reset-password/", { email: user.email });
    const answers = [await forgot(), await forgot()];
    expect(answers.map((answer) => answer.json())).toEqual([{ message: LINK_SENT }, { message: LINK_SENT }]);
    expect(await t.mailsTo(user.email)).toHaveLength(1);
    await t.db
      .updateTable("users")
      .set({ reset_link_sent_at: new Date(Date.now() - 61_000) })
      .where("id", "=", user.id)
      .execute();
    await forgot();
    expect(await t.mailsTo(user.email)).toHaveLength(2);
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
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it("refuses a commonly used password from the link, which then still works", async () => {
    const user = await buildUser(t);
    const token = await requestResetLink(user.email);
    const common = await confirm(token, "qwertyuiop");
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toBe(
      "This password is one of the most commonly used ones. Please choose one that is harder to guess.",
    );
    expect((await confirm(token, "brand-new-password")).statusCode).toBe(200);
  });

  it("lets the owner of a locked-out account in at once through the link, and the lock says so", async () => {
    const user = await buildUser(t);
    for (let attempt = 0; attempt < 5; attempt++) await login(user.email, "someone-else-guessing");
    const locked = await login(user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe(
      "Too many failed login attempts. Try again in 15 minutes, or reset your password from the link we can e-mail you to sign in now.",
    );
    const token = await requestResetLink(user.email);
    expect((await confirm(token, "brand-new-password")).statusCode).toBe(200);
    expect((await login(user.email, "brand-new-password")).statusCode).toBe(200);
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
    expect(response.json()).toMatchObject({ message: "Password changed successfully." });
    expect((await login(user.email, "changed-password")).statusCode).toBe(200);
  });

  it("ends every other session and keeps this one going with a fresh pair", async () => {
    const user = await buildUser(t);
    const here = (await login(user.email, user.password)).json<TokenPair>();
    const elsewhere = (await login(user.email, user.password)).json<TokenPair>();
    const response = await change({ authorization: `Bearer ${here.access_token}` }, user.password, "changed-password");
    expect(response.statusCode).toBe(200);
    const fresh = response.json();
    expect(fresh).toEqual({
      message: "Password changed successfully.",
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    expect((await refresh(elsewhere.refresh_token)).statusCode).toBe(401);
    expect((await refresh(here.refresh_token)).statusCode).toBe(401);
    // Those refusals are not taken for a stolen token: the fresh pair still works.
    const next = await refresh(fresh.refresh_token);
    expect(next.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: "GET",
      url: "/user/profile/create-profile/",
      headers: { authorization: `Bearer ${next.json<TokenPair>().access_token}` },
    });
    expect(profile.statusCode).toBe(404);
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
    const short = await change(headers, "whatever", "abc1234");
    expect(short.json().error).toBe("New password must be at least 8 characters long.");
  });

  it("refuses a commonly used new password, and a password chosen under the old 6-character rule still signs in", async () => {
    const user = await buildUser(t, { password: "ab12cd" });
    expect((await login(user.email, "ab12cd")).statusCode).toBe(200);
    const common = await change(await t.authHeader(user.id), "ab12cd", "iloveyou");
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      error: "This password is one of the most commonly used ones. Please choose one that is harder to guess.",
      fields: { new_password: expect.any(String) },
    });
    expect((await login(user.email, "ab12cd")).statusCode).toBe(200);
  });

  it("needs a signed-in, verified user", async () => {
    const user = await buildUser(t);
    expect((await change({}, user.password, "changed-password")).statusCode).toBe(401);
    const unverified = await buildSignedUpUser(t);
    expect((await change(unverified.headers, unverified.password, "changed-password")).statusCode).toBe(403);
  });
});
