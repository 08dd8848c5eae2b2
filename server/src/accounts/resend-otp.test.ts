import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedUpUser, latestCode, newEmail, postJson, wrongCode } from "../test/account-factories.js";
import { buildUser } from "../test/factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const resend = (email: string) => postJson(t, "/user/resend-otp/", { email });
/** Moves the last sending back in time, as if the user had waited. */
const waitOutThrottle = (userId: number) =>
  t.db
    .updateTable("otp_codes")
    .set({ sent_at: new Date(Date.now() - 61_000) })
    .where("user_id", "=", userId)
    .execute();

describe("POST /user/resend-otp/", () => {
  it("sends a new code that works, and the old one no longer does", async () => {
    const { email, headers, tokens } = await buildSignedUpUser(t);
    const oldCode = await latestCode(t, email);
    await waitOutThrottle(tokens.user_id);
    const response = await resend(email);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await t.mailsTo(email)).toHaveLength(2);
    const newCode = await latestCode(t, email);
    if (newCode !== oldCode) {
      expect((await postJson(t, "/user/verify-otp/", { email, otp: oldCode }, headers)).statusCode).toBe(400);
    }
    expect((await postJson(t, "/user/verify-otp/", { email, otp: newCode }, headers)).statusCode).toBe(200);
  });

  it("sends at most one code a minute", async () => {
    const { email } = await buildSignedUpUser(t);
    const response = await resend(email);
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    expect(await t.mailsTo(email)).toHaveLength(1);
  });

  it("answers 404 for an e-mail nobody registered", async () => {
    const response = await resend(newEmail());
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("Email not found. Try registering again.");
  });

  it("answers 400 for an e-mail that is already verified", async () => {
    const user = await buildUser(t);
    const response = await resend(user.email);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("This email is already verified.");
  });

  it("does not lift the one-hour lockout", async () => {
    const { email, headers, tokens } = await buildSignedUpUser(t);
    const otp = await latestCode(t, email);
    for (let attempt = 0; attempt < 5; attempt++) {
      await postJson(t, "/user/verify-otp/", { email, otp: wrongCode(otp) }, headers);
    }
    await waitOutThrottle(tokens.user_id);
    expect((await resend(email)).statusCode).toBe(429);
    const retry = await postJson(t, "/user/verify-otp/", { email, otp }, headers);
    expect(retry.statusCode).toBe(429);
    expect(retry.json().error).toBe("Too many failed attempts. Try again after 1 hour.");
  });

  it("rejects a malformed e-mail with 400", async () => {
    expect((await resend("nobody")).statusCode).toBe(400);
  });
});
