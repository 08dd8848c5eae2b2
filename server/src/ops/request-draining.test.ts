import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { drainOnClose } from "./request-draining.js";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("closing the app while requests are in flight", () => {
  it("lets a request on a keep-alive connection finish, then closes at once instead of waiting for the idle timeout", async () => {
    const app = Fastify();
    drainOnClose(app);
    let handlerStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      handlerStarted = resolve;
    });
    app.get("/slow", async () => {
      handlerStarted();
      await pause(300);
      return { done: true };
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;

    const answer = fetch(`http://127.0.0.1:${port}/slow`, { keepalive: true });
    // Close only once the request is in the handler, however long a busy machine takes to deliver it.
    await started;
    const closing = Date.now();
    await app.close();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toEqual({ done: true });
    expect(Date.now() - closing).toBeLessThan(5_000);
  });

  it("waits for handlers whose client has gone, up to a limit", async () => {
    const app = Fastify();
    const handlers = drainOnClose(app);
    let cleanedUp = false;
    app.get("/cleanup", async () => {
      await pause(200);
      cleanedUp = true;
      return {};
    });
    await app.ready();
    const request = app.inject({ method: "GET", url: "/cleanup" });
    await pause(20);
    expect(handlers.count()).toBe(1);
    expect(await handlers.settled(5_000)).toBe(true);
    expect(cleanedUp).toBe(true);
    await request;
    await app.close();
  });
});
