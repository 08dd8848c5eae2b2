// Test helpers for accounts: sign up through HTTP and read what the user was e-mailed.
import { randomBytes } from "node:crypto";
import type { TokenPair } from "@scholarly/contract";
import type { TestApp } from "./test-app.js";

export const newEmail = () => `someone-${randomBytes(5).toString("hex")}@example.org`;

export function postJson(t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url, payload, headers });
}

/** Signs up as a new user the way the register screen does; the account is not verified yet. */
export async function buildSignedUpUser(app: TestApp, overrides: { email?: string; password?: string } = {}) {
  const email = overrides.email ?? newEmail();
  const password = overrides.password ?? "secret-password";
  const response = await postJson(app, "/user/signup/", { email, password, conform_password: password });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const tokens = response.json<TokenPair>();
  return { email, password, tokens, headers: { authorization: `Bearer ${tokens.access_token}` } };
}

/** A raw e-mail's text with quoted-printable undone (long lines such as links arrive encoded). */
function readableMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The latest e-mail sent to `email`, as its reader sees the text. */
export async function latestMail(t: TestApp, email: string): Promise<string> {
  const raw = (await t.mailsTo(email)).at(-1);
  if (!raw) throw new Error(`nothing was e-mailed to ${email}`);
  return readableMail(raw);
}

/** The code in the latest verification e-mail sent to `email`. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const code = (await latestMail(t, email)).match(/verification code is (\d{6})/)?.[1];
  if (!code) throw new Error(`no verification code was e-mailed to ${email}`);
  return code;
}

/** A 6-digit code that is certainly not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
