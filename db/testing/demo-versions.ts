import fs from "node:fs";
import path from "node:path";
import { compareVersions } from "../benchmark-ref.ts";

/**
 * The versions of benchmark `name` among the benchmark folders of `dir` (the demo's
 * `data/benchmarks`), oldest first: the last is the one the seed marks latest. For tests that
 * mean "the latest version", whichever that is when they run.
 */
export function demoBenchmarkVersions(dir: string, name: string): string[] {
  return fs
    .readdirSync(dir)
    .map((folder) => path.join(dir, folder, "benchmark.json"))
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, "utf8")) as { name: string; version: string })
    .filter((benchmark) => benchmark.name === name)
    .map((benchmark) => benchmark.version)
    .sort(compareVersions);
}
