import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newEmail, postJson } from "../test/account-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const received: { to: string[]; message: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        message: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe("with SMTP configured", () => {
  it("delivers the sign-up verification code by SMTP", async () => {
    const email = newEmail();
    const response = await postJson(t, "/user/signup/", {
      email,
      password: "secret-one",
      conform_password: "secret-one",
    });
    expect(response.statusCode).toBe(201);
    const mail = received.find((message) => message.to.includes(email));
    expect(mail?.message).toMatch(/verification code is \d{6}/);
  });
});
