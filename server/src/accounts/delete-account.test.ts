import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedUpUser } from "../test/account-factories.js";
import { buildMember } from "../test/factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const deleteAccount = (headers: Record<string, string>) =>
  t.app.inject({ method: "DELETE", url: "/user/delete-account/", headers });

describe("DELETE /user/delete-account/", () => {
  it("removes the user's rows and every file they uploaded", async () => {
    const { email, headers, tokens } = await buildSignedUpUser(t);
    await t.db.updateTable("users").set({ email_verified: true }).where("id", "=", tokens.user_id).execute();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: "Ada",
      institution: "Uni",
      research_areas: "Maths",
      bio: "Hi",
    })) {
      form.append(name, value);
    }
    form.append("profile_picture", new Blob([TINY_PNG], { type: "image/png" }), "me.png");
    const created = await t.app.inject({
      method: "POST",
      url: "/user/profile/create-profile/",
      headers,
      payload: form,
    });
    expect(created.statusCode).toBe(201);
    const key = created.json().data.profile_picture.replace("/media/", "");
    expect(await t.storage.stat(key)).not.toBeNull();

    const response = await deleteAccount(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Account deleted successfully!" });
    expect(await t.db.selectFrom("users").select("id").where("email", "=", email).execute()).toEqual([]);
    const profiles = await t.db.selectFrom("profiles").select("id").where("user_id", "=", tokens.user_id).execute();
    expect(profiles).toEqual([]);
    expect(await t.storage.stat(key)).toBeNull();
  });

  it("leaves other members untouched", async () => {
    const leaving = await buildMember(t);
    const staying = await buildMember(t);
    await deleteAccount(leaving.headers);
    const rows = await t.db.selectFrom("profiles").select("id").where("id", "=", staying.profile.id).execute();
    expect(rows).toHaveLength(1);
  });

  it("works for an account whose e-mail is not verified yet", async () => {
    const { headers } = await buildSignedUpUser(t);
    expect((await deleteAccount(headers)).statusCode).toBe(200);
  });

  it("ends the session: the old token no longer works", async () => {
    const { headers } = await buildSignedUpUser(t);
    await deleteAccount(headers);
    expect((await deleteAccount(headers)).statusCode).toBe(401);
  });

  it("needs a bearer token", async () => {
    expect((await deleteAccount({})).statusCode).toBe(401);
  });
});
