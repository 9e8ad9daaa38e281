#!/usr/bin/env node
// Keeps the better-sqlite3 binary that `npm ci` compiled in npm's prebuild cache, where
// prebuild-install looks before it downloads. Where GitHub's release downloads are out of reach
// (CI's machine here has no route to them), every clean install otherwise compiles SQLite from
// source again: about a minute and a half of CPU of CI's 20 minutes. Written by hand because
// prebuild-install only reads this cache; it has no command that fills it from a local build.
// The file name is prebuild-install's own (util.js: cachedPrebuild), for the URL it would fetch.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const pkgDir = path.resolve("node_modules/better-sqlite3");
const { version } = JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json"), "utf8"));
const binary = path.join(pkgDir, "build/Release/better_sqlite3.node");
const url =
  `https://github.com/WiseLibs/better-sqlite3/releases/download/v${version}/` +
  `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
const cacheDir = path.join(
  process.env.npm_config_cache ?? path.join(os.homedir(), ".npm"),
  "_prebuilds",
);
const digest = createHash("sha512").update(url).digest("hex").slice(0, 6);
const cached = path.join(
  cacheDir,
  `${digest}-${path.basename(url).replace(/[^a-zA-Z0-9.]+/g, "-")}`,
);

if (fs.existsSync(cached)) {
  console.log(`better-sqlite3 ${version}: prebuild cache already holds ${cached}`);
} else if (!fs.existsSync(binary)) {
  console.log(`better-sqlite3 ${version}: no compiled binary at ${binary}; nothing to keep`);
} else {
  fs.mkdirSync(cacheDir, { recursive: true });
  const temp = `${cached}.${process.pid}.tmp`;
  execFileSync("tar", ["-czf", temp, "-C", pkgDir, "build/Release/better_sqlite3.node"]);
  fs.renameSync(temp, cached);
  console.log(`better-sqlite3 ${version}: kept the compiled binary in ${cached}`);
}
