import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedUpUser, latestCode, newEmail, postJson } from "../test/account-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signup = (payload: object) => postJson(t, "/user/signup/", payload);

describe("POST /user/signup/", () => {
  it("creates an unverified account, answers a token pair and e-mails a 6-digit code", async () => {
    const email = newEmail();
    const response = await signup({ email, password: "secret-one", conform_password: "secret-one" });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ email_verified: false, has_profile: false });
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(body.message).toEqual(expect.any(String));
    expect(await latestCode(t, email)).toMatch(/^\d{6}$/);
    const user = await t.db.selectFrom("users").selectAll().where("id", "=", body.user_id).executeTakeFirstOrThrow();
    expect(user.email_verified).toBe(false);
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("stores the e-mail lower-cased and refuses the same address in another case", async () => {
    const email = newEmail();
    const first = await signup({ email: email.toUpperCase(), password: "secret-one", conform_password: "secret-one" });
    const stored = await t.db.selectFrom("users").select("email").where("id", "=", first.json().user_id).execute();
    expect(stored[0]?.email).toBe(email);
    const second = await signup({ email, password: "secret-two", conform_password: "secret-two" });
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toBe("An account with this email already exists.");
  });

  it("e-mails the code to an address of the longest length allowed", async () => {
    const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.org`;
    expect(email).toHaveLength(254);
    const response = await signup({ email, password: "secret-one", conform_password: "secret-one" });
    expect(response.statusCode).toBe(201);
    expect(await latestCode(t, email)).toMatch(/^\d{6}$/);
  });

  it("keeps the verification code out of the stored row", async () => {
    const { email, tokens } = await buildSignedUpUser(t);
    const code = await latestCode(t, email);
    const row = await t.db
      .selectFrom("otp_codes")
      .selectAll()
      .where("user_id", "=", tokens.user_id)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    [
      "a malformed e-mail",
      { email: "not-an-email", password: "secret-one", conform_password: "secret-one" },
      "Invalid email format",
    ],
    [
      "a password shorter than 8 characters",
      { email: newEmail(), password: "abc1234", conform_password: "abc1234" },
      "Password must be at least 8 characters long",
    ],
    [
      "a commonly used password",
      { email: newEmail(), password: "Password1", conform_password: "Password1" },
      "This password is one of the most commonly used ones. Please choose one that is harder to guess.",
    ],
    [
      "mismatched passwords",
      { email: newEmail(), password: "secret-one", conform_password: "secret-two" },
      "Passwords do not match",
    ],
    ["a missing e-mail", { password: "secret-one", conform_password: "secret-one" }, "Email is required."],
  ])("rejects %s with 400 and the reason", async (_case, payload, message) => {
    const response = await signup(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it("names the password field when it refuses a commonly used one", async () => {
    const response = await signup({ email: newEmail(), password: "sunshine", conform_password: "sunshine" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      password: "This password is one of the most commonly used ones. Please choose one that is harder to guess.",
    });
  });

  it("answers 400, not 500, to a body that is not JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/user/signup/",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.co", "password":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("The request body is not valid JSON.");
  });

  it("keeps an unverified account out of routes for verified members", async () => {
    const { headers } = await buildSignedUpUser(t);
    const response = await t.app.inject({ method: "GET", url: "/user/profile/create-profile/", headers });
    expect(response.statusCode).toBe(403);
  });
});

describe("the OpenAPI document", () => {
  it("lists the account endpoints", async () => {
    const paths = Object.keys((await t.app.inject({ method: "GET", url: "/api/docs/json" })).json().paths);
    for (const path of [
      "/user/signup/",
      "/user/login/",
      "/user/verify-otp/",
      "/user/resend-otp/",
      "/user/reset-password/",
      "/user/reset-password/confirm/",
      "/user/token/refresh/",
      "/user/delete-account/",
      "/user/profile/create-profile/",
    ]) {
      expect(paths).toContain(path);
    }
  });
});
