import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadBenchmark } from "../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../evaluator/bundle/open-bundle.ts";
import { scoreBundle } from "../evaluator/score/score-bundle.ts";
import { storeBenchmark } from "./store-benchmark.ts";
import { getInstance, getMutant } from "../db/queries.ts";
import { storeScoredBundle } from "./store-scored.ts";
import { snapshot, tempDb } from "../db/testing/temp-db.ts";

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

/** The scoring fixtures' benchmark, copied, with a spec and a patch for `greet`. */
function fixtureBenchmark(dir: string): string {
  const root = path.join(dir, "benchmark");
  fs.cpSync("evaluator/score/fixtures/benchmark", root, { recursive: true });
  const greet = path.join(root, "instances/greet");
  fs.writeFileSync(
    path.join(greet, "spec.md"),
    "# greet\n\nSays hello.\n\n## Greeting\n\nPrints `Hello, NAME!`.\n\n## Options\n\n`--shout` upper-cases.\n\n## Errors\n\nUnknown options exit 2.\n",
  );
  fs.mkdirSync(path.join(greet, "mutants"));
  fs.writeFileSync(
    path.join(greet, "mutants/m-shout.patch"),
    "--- a/greet\n+++ b/greet\n@@ -1 +1 @@\n-upper\n+title\n",
  );
  return root;
}

describe("storeBenchmark", () => {
  it("stores sections with their spec text, patches, and reference test sources", async () => {
    const t = tempDb();
    cleanups.push(t.cleanup);
    const definition = await loadBenchmark(fixtureBenchmark(t.dir));
    const loaded = await storeBenchmark(t.db, definition);
    expect(loaded).toMatchObject({
      instances: 3,
      mutants: definition.instances.reduce((n, i) => n + (i.mutants?.length ?? 0), 0),
    });
    const greet = (await getInstance(
      { benchmark: { name: "fixture-bench", version: "1" }, instance: "greet" },
      t.db,
    ))!;
    expect(greet.sections.map((s) => [s.slug, s.body])).toEqual([
      ["greeting", "Prints `Hello, NAME!`."],
      ["options", "`--shout` upper-cases."],
      ["errors", "Unknown options exit 2."],
    ]);
    expect(greet.specMarkdown).toContain("## Options");
    const shout = (await getMutant(
      { benchmark: { name: "fixture-bench", version: "1" }, instance: "greet" },
      "m-shout",
      t.db,
    ))!;
    expect(shout.mutant.patch).toContain("+title");
    expect(shout.section?.title).toBe("Options");
    expect(shout.referenceTest).toMatchObject({
      testId: "test_reference.test_shout",
      file: "tests/test_reference.py",
    });
    expect(shout.referenceTest?.source).toContain('greet("--shout", "Ada")');
  });

  it("reloads in place, keeping ids, and refuses to drop a mutant that results refer to", async () => {
    const t = tempDb();
    cleanups.push(t.cleanup);
    const root = fixtureBenchmark(t.dir);
    const definition = await loadBenchmark(root);
    await storeBenchmark(t.db, definition);
    const bundle = await openBundle("evaluator/score/fixtures/bundles/basic");
    storeScoredBundle(t.db, await scoreBundle(bundle, definition).finally(() => bundle.close()));
    const before = snapshot(t.db);
    await storeBenchmark(t.db, definition);
    const after = snapshot(t.db);
    // A reload stamps the benchmark's loaded_at, which also moves the page cache's data_generation.
    const unstamped = { benchmarks: null, data_generation: null };
    expect({ ...after, ...unstamped }).toEqual({ ...before, ...unstamped });

    const file = path.join(root, "instances/greet/instance.json");
    const json = JSON.parse(fs.readFileSync(file, "utf8")) as { mutants: Array<{ id: string }> };
    json.mutants = json.mutants.filter((m) => m.id !== "m-shout");
    fs.writeFileSync(file, JSON.stringify(json));
    await expect(storeBenchmark(t.db, await loadBenchmark(root))).rejects.toThrow(
      /cannot remove a mutant no longer in instance 'greet': stored submissions refer to it/,
    );
    expect({ ...snapshot(t.db), benchmarks: null }).toEqual({ ...after, benchmarks: null });

    // An instance dropped from the folder that a stored submission scored is refused too.
    fs.rmSync(path.join(root, "instances/greet"), { recursive: true });
    const benchmarkFile = path.join(root, "benchmark.json");
    const benchmarkJson = JSON.parse(fs.readFileSync(benchmarkFile, "utf8")) as {
      instances: string[];
    };
    fs.writeFileSync(
      benchmarkFile,
      JSON.stringify({
        ...benchmarkJson,
        instances: benchmarkJson.instances.filter((i) => i !== "greet"),
      }),
    );
    await expect(storeBenchmark(t.db, await loadBenchmark(root))).rejects.toThrow(
      /cannot remove instance 'greet' of fixture-bench: stored submissions refer to it/,
    );
    expect({ ...snapshot(t.db), benchmarks: null }).toEqual({ ...after, benchmarks: null });
  });
});
