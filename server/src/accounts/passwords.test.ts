import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.js";

describe("password hashing", () => {
  it("verifies a password against its own hash and rejects any other password", async () => {
    const hash = await hashPassword("correct horse battery staple");

    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, "correct horse battery staple")).toBe(true);
    expect(await verifyPassword(hash, "correct horse battery stapler")).toBe(false);
  });

  it("answers false for a stored hash that is not an argon2 hash", async () => {
    expect(await verifyPassword("not a hash", "anything")).toBe(false);
  });

  it("answers every one of many simultaneous sign-ins, queued on the hashing threads", async () => {
    const hash = await hashPassword("s3cret-passphrase");
    const attempts = Array.from({ length: 12 }, (_, index) =>
      verifyPassword(hash, index % 2 === 0 ? "s3cret-passphrase" : "wrong"),
    );

    expect(await Promise.all(attempts)).toEqual(Array.from({ length: 12 }, (_, index) => index % 2 === 0));
  });
});
