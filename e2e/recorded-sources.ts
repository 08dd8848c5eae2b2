// A local stand-in for Crossref during browser tests: answers the recorded Crossref work (the server tests'
// fixture) for its DOI, 404 for any other, so the import flow runs without the network.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

const port = Number(process.env.E2E_SOURCES_PORT ?? 3102);
const fixtures = path.resolve(import.meta.dirname, "../server/src/test/fixtures/sources");
const crossrefWork = readFileSync(path.join(fixtures, "crossref-work.json"), "utf8");
export const RECORDED_DOI = "10.5555/analytical.2019.001";

createServer((request, response) => {
  const requested = decodeURIComponent(new URL(request.url ?? "/", "http://127.0.0.1").pathname);
  if (requested === "/health") return response.writeHead(200).end("ok");
  if (requested.toLowerCase() === `/crossref/works/${RECORDED_DOI}`) {
    return response.writeHead(200, { "content-type": "application/json" }).end(crossrefWork);
  }
  return response.writeHead(404, { "content-type": "text/plain" }).end("Resource not found.");
}).listen(port, "127.0.0.1");
