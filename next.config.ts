import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import { leaderboardRedirects, leaderboardRewrites } from "./lib/cached-leaderboard.ts";

/**
 * Sent on every response (docs/api.md, "Security headers"). Scripts: only this origin, plus
 * 'unsafe-inline' because Next's App Router bootstraps with inline scripts (self.__next_f) and the
 * layout's theme script must run before paint. Next's alternative, a per-request nonce from
 * proxy.ts, would force every page to render dynamically; 'unsafe-eval' is allowed in
 * development only, where React needs it. Styles: 'unsafe-inline' for recharts' and React's
 * style attributes. Nothing may frame the site, and no plugin, base or form target elsewhere.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === "development" ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

const nextConfig: NextConfig = {
  // The checkout this build was made in, inlined into the server: the standalone server runs from
  // .next/standalone, and upload scoring needs the checkout's evaluator (lib/upload/score-runner.ts).
  env: { TSB_BUILD_ROOT: process.cwd() },
  // A self-contained server (.next/standalone/server.js) with only the files it loads, for the
  // Docker image and systemd units in docs/deploy.md.
  output: "standalone",
  // The migrations are read from disk when the site first opens the database (db/index.ts);
  // serve.mjs, the server that puts the page cache's front before Next, is run from the output.
  outputFileTracingIncludes: {
    "/**": ["./drizzle/**", "./serve.mjs", "./lib/page-cache/front-cache.mjs"],
  },
  // Benchmark data, demo bundles, benchmarks of our own speed, browser tests, test fixtures and helpers are
  // never loaded by the server: keep them out even if a dynamic path makes the tracer guess.
  outputFileTracingExcludes: {
    "/**": [
      "./data/**",
      "./bench/**",
      "./e2e/**",
      "**/fixtures/**",
      "**/testing/**",
      "**/*.test.ts",
      "./.cache/**",
    ],
  },
  // Statically rendered pages (`/` through app/leaderboard/[benchmark], `/submissions/[id]`) are
  // kept in memory and served only while the database's data generation is the one they were
  // rendered at, so a write by any process shows on the very next request (docs/deploy.md).
  cacheHandler: fileURLToPath(
    new URL("./lib/page-cache/generation-cache-handler.mjs", import.meta.url),
  ),
  // Next's own memory cache in front of the handler would answer without asking it.
  cacheMaxMemorySize: 0,
  // better-sqlite3 is a native addon: load it from node_modules at request time, never bundle it.
  serverExternalPackages: ["better-sqlite3"],
  poweredByHeader: false,
  // No ETag: Next hashes the whole HTML in JavaScript on every response to make one, which cost a
  // cached leaderboard of 50 submissions about a fifth of its response time (bench/pages.ts), and
  // pages carry no max-age for a browser to revalidate anyway. A CDN in front caches by
  // Cache-Control (s-maxage), which is unchanged (docs/deploy.md, "Page cache").
  generateEtags: false,
  reactStrictMode: true,
  // Pull in only the recharts modules a chart uses, to keep the leaderboard's first load small.
  experimental: { optimizePackageImports: ["recharts"] },
  headers: () => Promise.resolve([{ source: "/:path*", headers: securityHeaders }]),
  // `/` and `/?benchmark=<name>` are served by the leaderboard's cached route (lib/cached-leaderboard.ts).
  rewrites: () =>
    Promise.resolve({ beforeFiles: leaderboardRewrites(), afterFiles: [], fallback: [] }),
  redirects: () => Promise.resolve(leaderboardRedirects()),
};

export default nextConfig;
