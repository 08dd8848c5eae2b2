// nginx in front of local instances, on a loopback port, configured from deploy/nginx-cluster.conf.template
// (which includes deploy/scholarly-proxy.conf, the proxying production uses).
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, waitUntil } from "./free-port.js";
import { captureLog, killOnExit, type ProcessLog } from "./process-log.js";

const deployDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../deploy");
const TEMP_DIRECTORIES = ["body", "proxy", "fastcgi", "uwsgi", "scgi"];

export interface Nginx {
  origin: string;
  log: ProcessLog;
  stop(): Promise<void>;
}

/** The configuration for nginx at `prefix` listening on `port` in front of instances on `upstreamPorts`. */
export async function nginxConfig(prefix: string, port: number, upstreamPorts: number[]): Promise<string> {
  const template = await readFile(path.join(deployDirectory, "nginx-cluster.conf.template"), "utf8");
  const values: Record<string, string> = {
    // As root nginx would run its workers as `nobody`, who cannot write the temporary directories here.
    USER: process.getuid?.() === 0 ? "user root;" : "",
    PREFIX: prefix,
    PORT: String(port),
    UPSTREAM_SERVERS: upstreamPorts.map((upstream) => `        server 127.0.0.1:${upstream};`).join("\n"),
    PROXY_CONF: path.join(deployDirectory, "scholarly-proxy.conf"),
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: no value for {{${name}}}`);
    return value;
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

export async function startNginx(nginxBinary: string, upstreamPorts: number[]): Promise<Nginx> {
  const prefix = await mkdtemp(path.join(tmpdir(), "scholarly-nginx-"));
  const port = await freePort();
  const configFile = path.join(prefix, "nginx.conf");
  try {
    for (const directory of TEMP_DIRECTORIES) await mkdir(path.join(prefix, directory));
    await writeFile(configFile, await nginxConfig(prefix, port, upstreamPorts));
  } catch (error) {
    await rm(prefix, { recursive: true, force: true });
    throw error;
  }
  const child = spawn(nginxBinary, ["-p", prefix, "-c", configFile, "-e", "stderr", "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = captureLog(child, "nginx");
  killOnExit(child);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    // SIGQUIT: finish the requests in flight, then exit.
    if (!exited) child.kill("SIGQUIT");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exit;
    clearTimeout(timer);
    await rm(prefix, { recursive: true, force: true });
  };
  try {
    await waitUntil(
      async () => {
        if (exited) throw new Error("nginx exited");
        return accepts(port);
      },
      10_000,
      "nginx",
    );
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n${log.text()}`);
  }
  return { origin: `http://127.0.0.1:${port}`, log, stop };
}

/**
 * Runs `nginx -t` on deploy/nginx.conf as production installs it (inside Debian's http block, the snippet in
 * /etc/nginx/snippets), with the snippet's path pointed at this checkout: the error output, or undefined.
 */
export async function productionConfigProblem(nginxBinary: string): Promise<string | undefined> {
  const prefix = await mkdtemp(path.join(tmpdir(), "scholarly-nginx-check-"));
  try {
    const site = (await readFile(path.join(deployDirectory, "nginx.conf"), "utf8")).replace(
      "/etc/nginx/snippets/scholarly-proxy.conf",
      path.join(deployDirectory, "scholarly-proxy.conf"),
    );
    await writeFile(path.join(prefix, "scholarly.conf"), site);
    const main = `pid ${prefix}/nginx.pid;\nevents {}\nhttp {\n  include ${prefix}/scholarly.conf;\n}\n`;
    await writeFile(path.join(prefix, "nginx.conf"), main);
    const check = spawn(nginxBinary, ["-t", "-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", "stderr"]);
    let output = "";
    check.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    const code = await new Promise<number | null>((resolve) => check.once("exit", resolve));
    return code === 0 ? undefined : output;
  } finally {
    await rm(prefix, { recursive: true, force: true });
  }
}
