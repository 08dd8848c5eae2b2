// Sends e-mail through SMTP when configured; otherwise writes each message to DATA_DIR/outbox as .eml.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function outboxDirectory(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

/** Enough of the address to find a message by eye; a whole one (up to 254 characters) can pass the file name limit. */
const ADDRESS_CHARS_IN_NAME = 64;
let written = 0;

/** Sorts in sending order (the counter orders messages of one millisecond) and is always a valid file name. */
function outboxFileName(to: string): string {
  const address = to.replace(/[^\w.@-]/g, "_").slice(0, ADDRESS_CHARS_IN_NAME);
  written += 1;
  return `${Date.now()}-${String(written).padStart(6, "0")}-${address}.eml`;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const outbox = outboxDirectory(options.dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, outboxFileName(message.to));
      await writeFile(file, info.message as Buffer);
      // Development only (no SMTP configured): the text is shown so a developer can sign up locally.
      options.log.info({ to: message.to, file }, `mail written to outbox: ${message.subject}\n${message.text}`);
    },
  };
}
