#!/usr/bin/env node
// The CLI is written in TypeScript; tsx's loader runs it without a separate build step,
// so `npx tsb` works right after `npm ci`.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../cli/index.ts");
process.exitCode = await main(process.argv.slice(2));
