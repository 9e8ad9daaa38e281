// The site's server as deployed (docs/deploy.md): Next's request handler, the very one
// `.next/standalone/server.js` runs, behind the front of the page cache
// (lib/page-cache/front-cache.mjs), which answers a request for a page Next already has from
// memory without entering Next while the data is unchanged. `next build` copies this file into
// `.next/standalone/` (next.config.ts, outputFileTracingIncludes), so run
// `node .next/standalone/serve.mjs` (`npm start` in the checkout); PORT, HOSTNAME and
// KEEP_ALIVE_TIMEOUT as for server.js. Unlike server.js, a relative TSB_DB (default
// data/tsb.sqlite) is taken from where the server was started, not from its own folder, and the
// browser assets are copied beside it from the build when they are not there yet.
//
// Next offers no hook before its router, so this is a custom server in Next's documented form
// (`next()` and `getRequestHandler()`). Two things server.js does are repeated here: it hands Next
// the build's configuration through __NEXT_PRIVATE_STANDALONE_CONFIG (the standalone output has
// no next.config.ts to load), and it closes the server on SIGINT and SIGTERM.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { createFrontCache } from "./lib/page-cache/front-cache.mjs";

const dir = path.dirname(fileURLToPath(import.meta.url));
process.env.NODE_ENV = "production";
process.env.TSB_DB = path.resolve(process.env.TSB_DB ?? "data/tsb.sqlite");
const assets = path.join(dir, ".next", "static");
const built = path.join(dir, "..", "static");
if (!fs.existsSync(assets) && fs.existsSync(built)) fs.cpSync(built, assets, { recursive: true });
process.chdir(dir);
const { config } = JSON.parse(
  fs.readFileSync(path.join(dir, ".next", "required-server-files.json"), "utf8"),
);
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

const port = Number.parseInt(process.env.PORT ?? "", 10) || 3000;
const hostname = process.env.HOSTNAME || "0.0.0.0";
const keepAliveTimeout = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? "", 10);

const server = http.createServer();
const app = next({ dir, dev: false, hostname, port, httpServer: server });
await app.prepare();
const handle = app.getRequestHandler();
const front = createFrontCache();

server.on("request", (req, res) => {
  if (front.answer(req, res)) return;
  handle(req, res).catch((error) => {
    console.error(`Failed to handle request for ${req.url}`, error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
if (keepAliveTimeout >= 0) server.keepAliveTimeout = keepAliveTimeout;
server.listen(port, hostname, () => {
  const origin = `http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`;
  process.env.__NEXT_PRIVATE_ORIGIN = origin;
  console.log(`Serving on ${origin} (listening on ${hostname}), the page cache in front`);
});

for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // A response still streaming gets a few seconds to finish.
    setTimeout(() => process.exit(0), 5000).unref();
  });
