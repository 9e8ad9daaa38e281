import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // better-sqlite3 is a native addon: load it from node_modules at request time, never bundle it.
  serverExternalPackages: ["better-sqlite3"],
  poweredByHeader: false,
  reactStrictMode: true,
  // Pull in only the recharts modules a chart uses, to keep the leaderboard's first load small.
  experimental: { optimizePackageImports: ["recharts"] },
};

export default nextConfig;
