import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedUpUser, latestCode, postJson, wrongCode } from "../test/account-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (payload: object, headers: Record<string, string>) => postJson(t, "/user/verify-otp/", payload, headers);

describe("POST /user/verify-otp/", () => {
  it("verifies the e-mail with the code that was sent, once", async () => {
    const { email, headers, tokens } = await buildSignedUpUser(t);
    const otp = await latestCode(t, email);
    const response = await verify({ email, otp }, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Email verified successfully." });
    const user = await t.db.selectFrom("users").select("email_verified").where("id", "=", tokens.user_id).execute();
    expect(user[0]?.email_verified).toBe(true);
    const codes = await t.db.selectFrom("otp_codes").select("user_id").where("user_id", "=", tokens.user_id).execute();
    expect(codes).toEqual([]);
    expect((await verify({ email, otp }, headers)).statusCode).toBe(400);
  });

  it("lets the verified user reach member routes with the same token", async () => {
    const { email, headers } = await buildSignedUpUser(t);
    await verify({ email, otp: await latestCode(t, email) }, headers);
    const response = await t.app.inject({ method: "GET", url: "/user/profile/create-profile/", headers });
    expect(response.statusCode).toBe(404);
  });

  it("counts down the attempts left on a wrong code", async () => {
    const { email, headers } = await buildSignedUpUser(t);
    const otp = wrongCode(await latestCode(t, email));
    const first = await verify({ email, otp }, headers);
    expect(first.statusCode).toBe(400);
    expect(first.json().error).toBe("Invalid OTP. 4 attempts left.");
    expect((await verify({ email, otp }, headers)).json().error).toBe("Invalid OTP. 3 attempts left.");
  });

  it("refuses an expired code", async () => {
    const { email, headers, tokens } = await buildSignedUpUser(t);
    await t.db
      .updateTable("otp_codes")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("user_id", "=", tokens.user_id)
      .execute();
    const response = await verify({ email, otp: await latestCode(t, email) }, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("The code has expired. Please request a new one.");
  });

  it("locks verification for an hour after 5 wrong codes, even for the right code", async () => {
    const { email, headers, tokens } = await buildSignedUpUser(t);
    const otp = await latestCode(t, email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await verify({ email, otp: wrongCode(otp) }, headers)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const locked = await verify({ email, otp }, headers);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe("Too many failed attempts. Try again after 1 hour.");
    const row = await t.db
      .selectFrom("otp_codes")
      .select("locked_until")
      .where("user_id", "=", tokens.user_id)
      .executeTakeFirstOrThrow();
    expect(row.locked_until?.getTime()).toBeGreaterThan(Date.now() + 59 * 60 * 1000);
  });

  it("refuses an e-mail other than the signed-in account's", async () => {
    const { email, headers } = await buildSignedUpUser(t);
    const other = await buildSignedUpUser(t);
    const response = await verify({ email: other.email, otp: await latestCode(t, email) }, headers);
    expect(response.statusCode).toBe(400);
  });

  it("needs the bearer token of the account", async () => {
    const { email } = await buildSignedUpUser(t);
    expect((await verify({ email, otp: await latestCode(t, email) }, {})).statusCode).toBe(401);
  });

  it("asks for both the e-mail and a 6-digit code", async () => {
    const { email, headers } = await buildSignedUpUser(t);
    expect((await verify({ email }, headers)).json().error).toBe("Please enter both Email and OTP");
    expect((await verify({ email, otp: "12ab" }, headers)).statusCode).toBe(400);
  });
});
