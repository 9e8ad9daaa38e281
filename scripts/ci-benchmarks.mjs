#!/usr/bin/env node
// Lists the benchmarks under data/benchmarks/ that CI checks, a line each: the folder, then
// "covering" when its benchmark.json declares covering-test verification (the mode its check
// digests were recorded in) or "full". Catalogs (instances with counts but no mutant list, as
// evaluator/benchmark/load-benchmark.ts tells them apart) have nothing to run and are left out.
// Plain JSON reads rather than the TypeScript loader, so that .ci/run needs no build for this.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";

const root = process.argv[2] ?? "data/benchmarks";
for (const name of readdirSync(root).sort()) {
  const dir = join(root, name);
  const file = join(dir, "benchmark.json");
  if (!existsSync(file)) continue;
  const benchmark = JSON.parse(readFileSync(file, "utf8"));
  const runnable = (benchmark.instances ?? []).some((id) => {
    const instance = JSON.parse(readFileSync(join(dir, "instances", id, "instance.json"), "utf8"));
    return Array.isArray(instance.mutants);
  });
  if (!runnable) continue;
  console.log(`${dir} ${benchmark.verification?.coveringTests === true ? "covering" : "full"}`);
}
