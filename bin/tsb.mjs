#!/usr/bin/env node
// The CLI is written in TypeScript. It runs from a bundle compiled on first use and rebuilt when a
// source changes (compiled.mjs), or else through tsx's loader, so `npx tsb` works right after
// `npm ci` with no separate build step.
import { importCompiled } from "./compiled.mjs";

const { main } =
  (await importCompiled("cli/index.ts")) ??
  (await import("tsx/esm/api").then(({ register }) => register()),
  await import("../cli/index.ts"));
process.exitCode = await main(process.argv.slice(2));
