import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BenchmarkError, BundleError, formatProblem, type ProblemsError } from "../errors.ts";
import { findBenchmark, loadBenchmark } from "./load-benchmark.ts";
import { readSpecSections } from "./spec-sections.ts";

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "tsb-bench-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function writeJson(rel: string, value: unknown): void {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), JSON.stringify(value));
}

const mutant = (id: string, section: string) => ({
  id,
  section,
  targetTest: `test_${id}`,
  description: id,
});
const instance = (id: string, extra: object = {}) => ({
  id,
  title: id,
  language: "C",
  sections: [
    { id: "usage", title: "Usage" },
    { id: "output", title: "Output" },
  ],
  referenceTests: 10,
  mutants: [mutant("m1", "usage"), mutant("m2", "output")],
  ...extra,
});

function writeBenchmark(dir: string, name: string, version: string, ids: string[]): void {
  writeJson(`${dir}/benchmark.json`, { name, version, description: "d", instances: ids });
  for (const id of ids) writeJson(`${dir}/instances/${id}/instance.json`, instance(id));
}

async function problemsOf(
  promise: Promise<unknown>,
): Promise<{ error: ProblemsError; lines: string[] }> {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as ProblemsError;
  return { error, lines: error.problems.map(formatProblem) };
}

describe("loadBenchmark", () => {
  it("loads instances in the order benchmark.json lists them", async () => {
    writeBenchmark("b", "mini", "1.0", ["zeta", "alpha", "mid"]);
    const benchmark = await loadBenchmark(path.join(root, "b"));
    expect(benchmark).toMatchObject({ name: "mini", version: "1.0", kind: "runnable" });
    expect(benchmark.instances.map((i) => [i.id, i.mutantCount, i.sectionCount])).toEqual([
      ["zeta", 2, 2],
      ["alpha", 2, 2],
      ["mid", 2, 2],
    ]);
  });

  it("lists every problem: duplicate ids, unknown sections, a wrong folder id, missing and unlisted folders", async () => {
    writeJson("b/benchmark.json", {
      name: "mini",
      version: "1",
      instances: ["a", "b", "a", "gone"],
    });
    writeJson(
      "b/instances/a/instance.json",
      instance("a", { mutants: [mutant("m1", "usage"), mutant("m1", "nowhere")] }),
    );
    writeJson("b/instances/b/instance.json", instance("not-b"));
    writeJson("b/instances/stray/instance.json", instance("stray"));
    const { error, lines } = await problemsOf(loadBenchmark(path.join(root, "b")));
    expect(error).toBeInstanceOf(BenchmarkError);
    expect(lines).toEqual([
      "benchmark.json: instances[2]: duplicate instance id 'a'",
      "instances/a/instance.json: mutants[1].id: duplicate mutant id 'm1'",
      "instances/a/instance.json: mutants[1].section: unknown section 'nowhere'",
      "instances/b/instance.json: id: is 'not-b' but the folder is 'b'",
      "instances/gone/instance.json: missing: benchmark.json lists instance 'gone'",
      "instances/stray: instance folder not listed in benchmark.json",
    ]);
  });

  it("names the field path of a schema error", async () => {
    writeJson("b/benchmark.json", { name: "mini", version: "1", instances: ["a"] });
    writeJson(
      "b/instances/a/instance.json",
      instance("a", { mutants: [{ id: "m1", section: "usage", description: 3 }] }),
    );
    const { lines } = await problemsOf(loadBenchmark(path.join(root, "b")));
    expect(lines).toEqual([
      "instances/a/instance.json: mutants[0].targetTest: Invalid input: expected string, received undefined",
      "instances/a/instance.json: mutants[0].description: Invalid input: expected string, received number",
    ]);
  });

  it("reads a catalog instance, which has counts instead of lists", async () => {
    writeJson("c/benchmark.json", { name: "paper", version: "1.0", instances: ["x__y"] });
    writeJson("c/instances/x__y/instance.json", {
      id: "x__y",
      title: "x/y",
      sectionCount: 12,
      mutantCount: 36,
      referenceTests: 400,
    });
    const benchmark = await loadBenchmark(path.join(root, "c"));
    expect(benchmark.kind).toBe("catalog");
    expect(benchmark.instances[0]).toMatchObject({
      sectionCount: 12,
      mutantCount: 36,
      sections: [],
      language: null,
    });
    expect(benchmark.instances[0]?.mutants).toBeUndefined();
  });

  it("refuses a mix of catalog and runnable instances, and counts that contradict lists", async () => {
    writeJson("c/benchmark.json", { name: "mix", version: "1", instances: ["a", "b"] });
    writeJson("c/instances/a/instance.json", instance("a", { mutantCount: 5 }));
    writeJson("c/instances/b/instance.json", {
      id: "b",
      title: "b",
      sectionCount: 1,
      mutantCount: 3,
      referenceTests: 4,
    });
    expect((await problemsOf(loadBenchmark(path.join(root, "c")))).lines).toEqual([
      "instances/a/instance.json: mutantCount: is 5 but 'mutants' lists 2",
    ]);
    writeJson("c/instances/a/instance.json", instance("a"));
    expect((await problemsOf(loadBenchmark(path.join(root, "c")))).lines).toEqual([
      "benchmark.json: 1 instances list their mutants and 1 do not; a benchmark is either runnable or a catalog",
    ]);
  });
});

describe("findBenchmark", () => {
  it("finds a benchmark by name@version among the folders of a root", async () => {
    writeBenchmark("benchmarks/one", "one", "1.0", ["a"]);
    writeBenchmark("benchmarks/two-v2", "two", "2.0", ["b"]);
    expect(
      (await findBenchmark("two@2.0", path.join(root, "benchmarks"))).instances.map((i) => i.id),
    ).toEqual(["b"]);
  });

  it("blames submission.json's benchmark field for an unknown name or version", async () => {
    writeBenchmark("benchmarks/one", "one", "1.0", ["a"]);
    const unknownVersion = await problemsOf(findBenchmark("one@3", path.join(root, "benchmarks")));
    expect(unknownVersion.error).toBeInstanceOf(BundleError);
    expect(unknownVersion.lines[0]).toMatch(
      /^submission\.json: benchmark: unknown benchmark 'one@3' under .* \(known versions of 'one': 1\.0\)$/,
    );
    const unknownName = await problemsOf(findBenchmark("other@1", path.join(root, "benchmarks")));
    expect(unknownName.lines[0]).toMatch(
      /^submission\.json: benchmark: unknown benchmark 'other@1' under /,
    );
  });
});

describe("readSpecSections", () => {
  it("splits spec.md at '## ' headings in the order of sections, ignoring headings in code fences", async () => {
    writeBenchmark("b", "mini", "1", ["a"]);
    const spec =
      "# tool\n\nIntro.\n\n## Usage\n\nRun it.\n\n```md\n## not a heading\n```\n\n## Output\nLines.\n";
    writeFileSync(path.join(root, "b/instances/a/spec.md"), spec);
    const doc = await readSpecSections(path.join(root, "b/instances/a"));
    expect(doc.preamble).toBe("# tool\n\nIntro.");
    expect(doc.sections).toEqual([
      {
        id: "usage",
        title: "Usage",
        heading: "Usage",
        body: "Run it.\n\n```md\n## not a heading\n```",
      },
      { id: "output", title: "Output", heading: "Output", body: "Lines." },
    ]);
  });

  it("names spec.md when its headings do not match the sections", async () => {
    writeBenchmark("b", "mini", "1", ["a"]);
    writeFileSync(path.join(root, "b/instances/a/spec.md"), "## Only one\n");
    const { error, lines } = await problemsOf(readSpecSections(path.join(root, "b/instances/a")));
    expect(error).toBeInstanceOf(BenchmarkError);
    expect(lines[0]).toMatch(/spec\.md: has 1 "## " headings but instance\.json lists 2 sections$/);
  });
});

describe("loadBenchmark: environment", () => {
  const digest = (c: string) => `sha256:${c.repeat(64)}`;

  it("gives every instance the benchmark's image, paths made absolute, unless it names its own", async () => {
    writeJson("b/benchmark.json", {
      name: "mini",
      version: "1",
      instances: ["a", "b"],
      environment: {
        image: "environment/image.tar",
        digest: digest("a"),
        spec: "environment/debian.yaml",
      },
    });
    writeJson("b/instances/a/instance.json", instance("a"));
    writeJson(
      "b/instances/b/instance.json",
      instance("b", { environment: { image: "/images/go.tar", digest: digest("b") } }),
    );
    const benchmark = await loadBenchmark(path.join(root, "b"));
    expect(benchmark.environment).toEqual({
      image: path.join(root, "b/environment/image.tar"),
      digest: digest("a"),
      spec: path.join(root, "b/environment/debian.yaml"),
      declaredIn: "benchmark.json",
    });
    expect(
      benchmark.instances.map((i) => [i.id, i.environment?.digest, i.environment?.declaredIn]),
    ).toEqual([
      ["a", digest("a"), "benchmark.json"],
      ["b", digest("b"), "instances/b/instance.json"],
    ]);
  });

  it("names the file and field of a malformed environment", async () => {
    writeJson("b/benchmark.json", {
      name: "mini",
      version: "1",
      instances: [],
      environment: { image: "x.tar", digest: "sha256:abc", engine: "docker" },
    });
    const { error, lines } = await problemsOf(loadBenchmark(path.join(root, "b")));
    expect(error).toBeInstanceOf(BenchmarkError);
    expect(lines.join("\n")).toContain("benchmark.json: environment.digest: must be 'sha256:'");
    expect(lines.join("\n")).toMatch(/benchmark\.json: environment: .*engine/);
  });

  it("reads how the benchmark is verified and its reference limit, and names a bad limit", async () => {
    writeJson("v/benchmark.json", {
      name: "mini",
      version: "1",
      instances: [],
      verification: { coveringTests: true },
      limits: { referenceTimeoutSec: 3600 },
    });
    expect(await loadBenchmark(path.join(root, "v"))).toMatchObject({
      verification: { coveringTests: true },
      limits: { referenceTimeoutSec: 3600 },
    });
    writeJson("w/benchmark.json", {
      name: "mini",
      version: "1",
      instances: [],
      limits: { referenceTimeoutSec: 0.5 },
    });
    const { lines } = await problemsOf(loadBenchmark(path.join(root, "w")));
    expect(lines.join("\n")).toContain(
      "benchmark.json: limits.referenceTimeoutSec: must be a whole number of seconds",
    );
  });
});
