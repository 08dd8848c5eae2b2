// Reads the e-mails the server wrote to its outbox, as a developer would during local sign-up.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export async function latestMailTo(email: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR as string, "outbox");
  const names = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
  for (const name of names) {
    const mail = await readFile(path.join(outbox, name), "utf8");
    if (mail.includes(`To: ${email}`)) return mail;
  }
  throw new Error(`No mail to ${email} in ${outbox}`);
}

export async function latestOtpFor(email: string): Promise<string> {
  const match = (await latestMailTo(email)).match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`No 6-digit code in the last mail to ${email}`);
  return match[1];
}
