import type { BenchmarkDefinition } from "../benchmark/load-benchmark.ts";
import type { Problem } from "../errors.ts";
import type { BundleLayout, InstanceFiles } from "../score/bundle-layout.ts";

/**
 * The two forms a submission takes (docs/bundle-format.md): a result bundle, whose JUnit XML
 * claims scores, or a suites-only bundle (submission.json plus `suite/**` and optional
 * `run.json` per instance), whose scores come only from the site's own runs.
 */
export type BundleKind = "result" | "suites-only";

export interface BundleForm {
  kind: BundleKind;
  /** Submitted instances in benchmark order. */
  instances: string[];
  /** Whether the site can re-run it: every submitted instance carries `suite/**`. */
  verifiable: boolean;
  /** Why a suites-only bundle cannot be accepted (each naming its file); empty for a result bundle. */
  problems: Problem[];
}

const claimsResults = (files: InstanceFiles): boolean =>
  files.referenceRuns.size > 0 ||
  files.mutants.size > 0 ||
  files.outcomesJson !== null ||
  files.codegen !== null;

/**
 * Tells a bundle's form from its classified files. A bundle with any result file is a result
 * bundle; one with none is suites-only, which must submit at least one instance, carry a suite
 * for each, and name a runnable benchmark (a catalog has no executables to run).
 */
export function bundleForm(layout: BundleLayout, benchmark: BenchmarkDefinition): BundleForm {
  const order = new Map(benchmark.instances.map((instance, i) => [instance.id, i]));
  const submitted = [...layout.instances.values()].sort(
    (a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0),
  );
  const instances = submitted.map((files) => files.id);
  const verifiable =
    benchmark.kind === "runnable" &&
    submitted.length > 0 &&
    submitted.every((files) => files.suite.length > 0);
  if (submitted.some(claimsResults)) return { kind: "result", instances, verifiable, problems: [] };

  const problems: Problem[] = [];
  if (benchmark.kind === "catalog")
    problems.push({
      file: "submission.json",
      message: `benchmark: '${benchmark.name}@${benchmark.version}' is a catalog with no executables, so suites cannot be run against it`,
    });
  if (submitted.length === 0)
    problems.push({
      file: "instances/",
      message:
        "no instance submitted: a suites-only bundle needs instances/<id>/suite/** for at least one instance (a result bundle also needs reference/*.xml)",
    });
  for (const files of submitted)
    if (files.suite.length === 0)
      problems.push({
        file: `instances/${files.id}/suite/`,
        message:
          "missing: a suites-only bundle needs the suite's sources under suite/ for every instance it names",
      });
  return { kind: "suites-only", instances, verifiable: problems.length === 0, problems };
}
