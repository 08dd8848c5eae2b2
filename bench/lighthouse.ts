// `npm run bench:web` (second step): Lighthouse on the login page and on a signed-in member's home feed, served by
// the real server from a production build, in Debian's Chromium. A fresh data directory gets a member (signed up,
// verified with the mailed code, with a profile) and a page of posts; the home audit starts with that member's
// tokens in localStorage and an empty HTTP cache, like a returning member on a new visit.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { minimalPdf, solidPng, webmBytes } from "@scholarly/server/test/file-fixtures";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { saveRecord } from "./report.js";

/** The floors for both pages, as Lighthouse scores out of 100. */
const TARGETS = { performance: 90, accessibility: 95 };
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, "..");

export async function startServer(dist: string, port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: path.join(root, "server"),
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST: dist,
      JWT_SECRET: "lighthouse-secret-that-is-long-enough-for-hs256",
      LOG_LEVEL: "warn",
    },
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    if (
      await fetch(`http://127.0.0.1:${port}/health`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`The server did not answer on port ${port}.`);
}

async function postJson(url: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const answer = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`POST ${url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as Record<string, unknown>;
}

async function mailedCode(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  for (const name of (await readdir(outbox)).sort().reverse()) {
    const mail = await readFile(path.join(outbox, name), "utf8");
    const code = mail.includes(`To: ${email}`) && mail.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
  }
  throw new Error(`No code mailed to ${email}.`);
}

/** One feed page in the seed's mix (server/scripts/seed/posts.ts: 55% PDFs, 20% images, 10% videos, 15% code). */
const NEWEST_FIRST = [
  ...["publication", "image", "publication", "code", "publication"],
  ...["video", "publication", "image", "publication", "publication"],
] as const;

function postOf(kind: (typeof NEWEST_FIRST)[number], number: number): [string, Record<string, string | Blob>] {
  const caption = `Notes ${number} on translating mathematical notation to machine code. #compilers`;
  const file = (bytes: Buffer, name: string, type: string) => new File([bytes], name, { type });
  if (kind === "image")
    return [
      "/user/gallery/gallery-images/",
      { description: caption, image: file(solidPng(640, 360, [59, 130, 246]), "a.png", "image/png") },
    ];
  if (kind === "video")
    return ["/user/videos/video/", { description: caption, video: file(webmBytes(), "talk.webm", "video/webm") }];
  if (kind === "code")
    return [
      "/user/code/code/",
      {
        title: `Compiler pass ${number}`,
        code_of: "Python",
        code: "def parse(text):\n    return text.split()",
        git_link: "",
        media: file(Buffer.from("def parse(text):\n    return text.split()\n"), "parse.py", "text/plain"),
      },
    ];
  const document = file(minimalPdf(`Notes ${number}`), `notes-${number}.pdf`, "application/pdf");
  return [
    "/user/publication/publication/",
    { title: `Compiling for the Mark ${number}`, abstract: caption, upload_document: document },
  ];
}

/** A verified member with a profile and a page of posts of the dataset's mix; returns the stored-session values. */
export async function seedMember(base: string, dataDir: string): Promise<Record<string, string>> {
  const email = "grace.hopper@example.org";
  const password = "compiler-pioneer";
  const tokens = await postJson(`${base}/user/signup/`, { email, password, conform_password: password });
  const access = String(tokens.access_token);
  await postJson(`${base}/user/verify-otp/`, { email, otp: await mailedCode(dataDir, email) }, access);
  const post = async (url: string, fields: Record<string, string | Blob>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const answer = await fetch(`${base}${url}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${access}` },
      body: form,
    });
    if (!answer.ok) throw new Error(`POST ${url}: ${answer.status} ${await answer.text()}`);
  };
  await post("/user/profile/create-profile/", {
    name: "Grace Hopper",
    institution: "Yale University",
    research_areas: "Compilers",
    bio: "Writes compilers.",
  });
  const oldestFirst = [...NEWEST_FIRST].reverse();
  for (const [index, kind] of oldestFirst.entries()) await post(...postOf(kind, index + 1));
  return {
    access_token: access,
    refresh_token: String(tokens.refresh_token),
    user_id: String(tokens.user_id),
  };
}

/** Signs the browser in (localStorage of the origin) through a page that loads no script, then empties the cache. */
async function signIn(chromePort: number, base: string, session: Record<string, string>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error("Chromium has no default context.");
  const page = await context.newPage();
  await page.goto(`${base}/logo.svg`);
  // A script as text: this file is compiled without the DOM's types.
  await page.evaluate(`Object.entries(${JSON.stringify(session)}).forEach(([k, v]) => localStorage.setItem(k, v))`);
  await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
  await page.close();
  await browser.close();
}

interface AuditSettings {
  chromePort: number;
  keepStorage: boolean;
  desktop: boolean;
  /** Folder for the full Lighthouse JSON reports, when asked for. */
  reports?: string;
}

async function audit(url: string, { chromePort, keepStorage, desktop, reports }: AuditSettings) {
  const result = await lighthouse(url, {
    port: chromePort,
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    disableStorageReset: keepStorage,
    ...(desktop ? { preset: "desktop" as const } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
  const { categories, audits } = result.lhr;
  const name = new URL(url).pathname.replace(/\W/g, "") || "login";
  if (reports) await writeFile(path.join(reports, `${name}.report.json`), JSON.stringify(result.lhr, null, 1));
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  // The app's own scripts: Chromium's PDF viewer inside post frames loads chrome:// scripts that are not the app's.
  const requests = (audits["network-requests"]?.details as { items?: Array<Record<string, unknown>> } | undefined)
    ?.items;
  const scriptBytes = (requests ?? [])
    .filter((request) => request.resourceType === "Script" && String(request.url).startsWith(new URL(url).origin))
    .reduce((sum, request) => sum + Number(request.transferSize ?? 0), 0);
  return {
    url: new URL(url).pathname,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: ms("first-contentful-paint"),
    lcpMs: ms("largest-contentful-paint"),
    tbtMs: ms("total-blocking-time"),
    cls: Math.round((audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
    speedIndexMs: ms("speed-index"),
    scriptTransferKB: Math.round(scriptBytes / 100) / 10,
    failedAudits: Object.values(audits)
      .filter((found) => found.score !== null && found.score < 0.9 && found.scoreDisplayMode === "binary")
      .map((found) => found.id),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dist: { type: "string", default: path.join(root, "web/dist") },
      port: { type: "string", default: "3115" },
      desktop: { type: "boolean", default: false },
      reports: { type: "string" },
    },
  });
  const port = Number(values.port);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "scholarly-lighthouse-"));
  const server = await startServer(path.resolve(values.dist), port, dataDir);
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    const session = await seedMember(base, dataDir);
    const settings = { chromePort: chrome.port, desktop: values.desktop, reports: values.reports };
    if (values.reports) await mkdir(values.reports, { recursive: true });
    const login = await audit(`${base}/`, { ...settings, keepStorage: false });
    await signIn(chrome.port, base, session);
    const home = await audit(`${base}/home`, { ...settings, keepStorage: true });
    const pages = [login, home].map((page) => ({
      ...page,
      met: page.performance >= TARGETS.performance && page.accessibility >= TARGETS.accessibility,
    }));
    console.log("page  | perf | a11y | best | seo | FCP ms | LCP ms | TBT ms | CLS   | JS kB sent | targets");
    for (const page of pages) {
      console.log(
        [page.url.padEnd(5), page.performance, page.accessibility, page.bestPractices, page.seo, page.fcpMs, page.lcpMs]
          .concat([page.tbtMs, page.cls, page.scriptTransferKB, page.met ? "met" : "NOT MET"])
          .map(String)
          .join(" | "),
      );
      if (page.failedAudits.length) console.log(`      failing audits: ${page.failedAudits.join(", ")}`);
    }
    const record = {
      date: new Date().toISOString(),
      formFactor: values.desktop ? "desktop" : "mobile (simulated slow 4G, 4x CPU slowdown)",
      chromium: (await chromeVersion(chrome.port)) ?? "unknown",
      targets: TARGETS,
      pages,
    };
    console.log(`[bench:web] written to ${await saveRecord(record, path.join(here, "results"), "-lighthouse")}`);
    if (pages.some((page) => !page.met)) process.exitCode = 1;
  } finally {
    chrome.kill();
    server.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function chromeVersion(chromePort: number): Promise<string | undefined> {
  const answer = await fetch(`http://127.0.0.1:${chromePort}/json/version`).catch(() => undefined);
  return answer?.ok ? ((await answer.json()) as { Browser?: string }).Browser : undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
