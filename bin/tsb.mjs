#!/usr/bin/env node
// The CLI is written in TypeScript. It runs from a bundle compiled on first use and rebuilt when a
// source changes, or else through tsx's loader (compiled.mjs), so `npx tsb` works right after
// `npm ci` with no separate build step.
import { loadEntry } from "./compiled.mjs";

const { main } = await loadEntry("cli/index.ts");
process.exitCode = await main(process.argv.slice(2));
