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

/** Runs of =XX escapes as the UTF-8 text their bytes spell (accents and quotes are several bytes each). */
const decodeEscapes = (text: string) =>
  text.replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));

/**
 * A raw e-mail as its reader sees it: plain line feeds, each header unfolded onto one line with its encoded words
 * (RFC 2047) undone, and the body's quoted-printable undone (long lines such as links, and any non-ASCII text,
 * arrive encoded).
 */
function readableMail(raw: string): string {
  const mail = raw.replace(/\r\n/g, "\n");
  const headerEnd = mail.indexOf("\n\n");
  const headers = mail
    .slice(0, headerEnd)
    .replace(/\n[ \t]+/g, " ")
    .replace(/=\?UTF-8\?Q\?(.*?)\?=(?:[ \t]+(?==\?UTF-8\?Q\?))?/gi, (_match, word: string) =>
      decodeEscapes(word.replace(/_/g, " ")),
    );
  return headers + decodeEscapes(mail.slice(headerEnd).replace(/=\n/g, ""));
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
