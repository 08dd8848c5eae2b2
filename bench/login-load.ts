// Sign-in load from many loopback addresses. The login route allows 300 attempts a minute per IP (a limit the
// bench must not weaken), so each address sends at most ADDRESS_QUOTA logins and is then retired: the load
// measures password hashing instead of 429 answers. Linux routes all of 127.0.0.0/8 to the loopback device.
import http from "node:http";
import type { Fixtures } from "./fixtures.js";
import { describeFailures, summarize } from "./latency.js";
import type { ScenarioResult } from "./load.js";

const ADDRESS_QUOTA = 250;

interface SourceAddress {
  agent: http.Agent;
  used: number;
}

/** Hands out 127.1.x.y addresses in turn; never the server's own 127.0.0.1, never one twice in a run. */
export class SourceAddresses {
  private serial = 0;
  private current: SourceAddress | undefined;
  private readonly retired: http.Agent[] = [];

  take(): http.Agent {
    if (!this.current || this.current.used >= ADDRESS_QUOTA) {
      if (this.current) this.retired.push(this.current.agent);
      this.serial += 1;
      const localAddress = `127.1.${Math.floor(this.serial / 250)}.${(this.serial % 250) + 1}`;
      this.current = { agent: new http.Agent({ keepAlive: true, localAddress }), used: 0 };
    }
    this.current.used += 1;
    return this.current.agent;
  }

  close(): void {
    for (const agent of [...this.retired, ...(this.current ? [this.current.agent] : [])]) agent.destroy();
    this.retired.length = 0;
    this.current = undefined;
  }
}

function postLogin(origin: string, agent: http.Agent, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}/user/login/`,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

export interface LoginLoadOptions {
  connections: number;
  durationSeconds: number;
  /** Ends the load early, e.g. when the measurement it accompanies is done. */
  signal?: AbortSignal;
}

/** Closed loop: each connection signs in as its own seeded member, again and again, until the time is up. */
export async function loadLogins(
  origin: string,
  fixtures: Fixtures,
  addresses: SourceAddresses,
  options: LoginLoadOptions,
): Promise<Omit<ScenarioResult, "name">> {
  const latenciesMs: number[] = [];
  const statuses = new Map<string, number>();
  const started = performance.now();
  let endsAt = started + options.durationSeconds * 1000;
  options.signal?.addEventListener("abort", () => {
    endsAt = Math.min(endsAt, performance.now());
  });
  const running = () => performance.now() < endsAt;
  const connection = async () => {
    const member = fixtures.members[fixtures.nextMember()];
    const body = JSON.stringify({ email: member?.email, password: fixtures.password });
    while (running()) {
      const sent = performance.now();
      const status = await postLogin(origin, addresses.take(), body).then(String, () => "network error");
      // Logins still queued when the load ends finish, but are not counted.
      if (!running()) break;
      latenciesMs.push(performance.now() - sent);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, connection));
  const seconds = (endsAt - started) / 1000;
  const succeeded = statuses.get("200") ?? 0;
  const errors = latenciesMs.length - succeeded;
  return {
    requestsPerSecond: Math.round((succeeded / seconds) * 10) / 10,
    ...summarize(latenciesMs),
    requests: latenciesMs.length,
    errors,
    ...(errors > 0 ? { problem: describeFailures(statuses) } : {}),
  };
}
