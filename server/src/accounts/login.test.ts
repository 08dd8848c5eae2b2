import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newEmail, postJson } from "../test/account-factories.js";
import { buildProfile, buildUser } from "../test/factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { verifyPassword } from "./passwords.js";

// Counts the password checks the server really makes, so a test can see how many guesses were tried.
vi.mock("./passwords.js", async (importOriginal) => {
  const passwords = await importOriginal<typeof import("./passwords.js")>();
  return { ...passwords, verifyPassword: vi.fn(passwords.verifyPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) => postJson(t, "/user/login/", { email, password });
const lockedUntil = async (userId: number) =>
  (await t.db.selectFrom("users").select("login_locked_until").where("id", "=", userId).executeTakeFirstOrThrow())
    .login_locked_until;

describe("POST /user/login/", () => {
  it("answers a token pair that says whether the e-mail is verified and a profile exists", async () => {
    const user = await buildUser(t);
    await buildProfile(t, { userId: user.id });
    const response = await login(user.email, user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user_id: user.id, email_verified: true, has_profile: true });
  });

  it("tells an unverified user without a profile where to go next", async () => {
    const user = await buildUser(t, { verified: false });
    const response = await login(user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email_verified: false, has_profile: false });
  });

  it("answers the same 401 for a wrong password and an unknown e-mail", async () => {
    const user = await buildUser(t);
    const wrongPassword = await login(user.email, "not the password");
    const unknownEmail = await login(newEmail(), "whatever1");
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json().error).toBe("Invalid email or password.");
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it("is rate limited per IP address", async () => {
    const response = await login(newEmail(), "whatever1");
    expect(response.headers["x-ratelimit-limit"]).toBe("300");
  });

  it("rejects a malformed e-mail or a missing password with 400", async () => {
    expect((await postJson(t, "/user/login/", { email: "nope", password: "secret1" })).statusCode).toBe(400);
    expect((await postJson(t, "/user/login/", { email: newEmail() })).statusCode).toBe(400);
  });

  it("locks the account for 15 minutes after 5 wrong passwords, even for the right one", async () => {
    const user = await buildUser(t);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await login(user.email, "wrong-guess")).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await login(user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(
      /^Too many failed login attempts\. Try again in 15 minutes, or reset your password/,
    );
    const until = await lockedUntil(user.id);
    expect(until?.getTime()).toBeGreaterThan(Date.now() + 14 * 60 * 1000);
  });

  it("checks at most 5 wrong passwords however many arrive at once, and refuses the right one sent after them", async () => {
    const user = await buildUser(t);
    vi.mocked(verifyPassword).mockClear();
    const guesses = Array.from({ length: 59 }, (_, index) => `wrong-guess-${index}`);
    const responses = await Promise.all([...guesses, user.password].map((password) => login(user.email, password)));
    expect(responses.at(-1)?.statusCode).toBe(429);
    expect(responses.filter((response) => response.statusCode === 200)).toEqual([]);
    const wrongChecked = vi.mocked(verifyPassword).mock.calls.filter(([, password]) => password !== user.password);
    expect(wrongChecked.length).toBeLessThanOrEqual(5);
    expect((await lockedUntil(user.id))?.getTime()).toBeGreaterThan(Date.now());
  });

  it("lets the user in again once the lock has passed", async () => {
    const user = await buildUser(t);
    for (let attempt = 0; attempt < 5; attempt++) await login(user.email, "wrong-guess");
    await t.db
      .updateTable("users")
      .set({ login_locked_until: new Date(Date.now() - 1000) })
      .where("id", "=", user.id)
      .execute();
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it("forgets earlier failures after a successful login", async () => {
    const user = await buildUser(t);
    for (let attempt = 0; attempt < 4; attempt++) await login(user.email, "wrong-guess");
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await login(user.email, "wrong-guess")).statusCode).toBe(401);
    }
  });
});
