import type { InstanceDefinition } from "../benchmark/load-benchmark.ts";
import type { Problem } from "../errors.ts";
import { REFERENCE_CONFIRM_DIR } from "../runner/protocol.ts";

/** The files of one submitted instance, by role (docs/bundle-format.md). */
export interface InstanceFiles {
  id: string;
  /** Run number n → path of `reference/<n>.xml`. */
  referenceRuns: Map<number, string>;
  /** Mutant id → path of `mutants/<id>.xml`. */
  mutants: Map<string, string>;
  /** `confirm/<mutant>/<r>` or `confirm/_reference/<name>` → path of that confirmation run's XML. */
  confirm: Map<string, string>;
  runJson: string | null;
  outcomesJson: string | null;
  codegen: string | null;
  /** `coverage/coverage.json`: the suite's coverage of the instrumented reference. */
  coverage: string | null;
  /** Paths under `suite/` and `logs/`, sorted. */
  suite: string[];
  logs: string[];
  /** Paths under `trajectory/`: the agent's own log of the instance, in its own format. */
  trajectory: string[];
}

export interface BundleLayout {
  hasSubmission: boolean;
  /** Instances of the benchmark that the bundle carries, by id. */
  instances: Map<string, InstanceFiles>;
  /** Paths under the top-level `trajectory/`: a log of the whole generation. */
  trajectory: string[];
  problems: Problem[];
  warnings: string[];
}

const IGNORED = "ignored: not part of bundle format v1";

/**
 * Sorts the bundle's paths into roles. A folder under `instances/` naming no instance of the
 * benchmark, or an XML file under `mutants/` naming no mutant of its instance, is a problem;
 * any other file the format does not name is a warning (one per unknown top-level entry, so a
 * stray cache folder gives one line, not hundreds).
 */
export function classifyBundle(
  paths: readonly string[],
  instances: readonly InstanceDefinition[],
): BundleLayout {
  const byId = new Map(instances.map((i) => [i.id, new Set(i.mutants?.map((m) => m.id))]));
  const layout: BundleLayout = {
    hasSubmission: false,
    instances: new Map(),
    trajectory: [],
    problems: [],
    warnings: [],
  };
  const unknown = new Map<string, number>();
  const ignore = (key: string) => unknown.set(key, (unknown.get(key) ?? 0) + 1);

  for (const file of [...paths].sort()) {
    if (file.endsWith("/")) continue;
    const parts = file.split("/");
    if (file === "submission.json") {
      layout.hasSubmission = true;
      continue;
    }
    if (parts[0] === "trajectory" && parts.length > 1) {
      layout.trajectory.push(file);
      continue;
    }
    if (parts[0] !== "instances" || parts.length < 3) {
      ignore(parts.length > 1 ? `${parts[0]}/` : file);
      continue;
    }
    const instanceId = parts[1] ?? "";
    const mutantIds = byId.get(instanceId);
    if (!mutantIds) {
      if (!unknown.has(`instances/${instanceId}`)) {
        layout.problems.push({
          file: `instances/${instanceId}`,
          message: `unknown instance '${instanceId}': the benchmark has no such instance`,
        });
      }
      unknown.set(`instances/${instanceId}`, -1);
      continue;
    }
    const files = layout.instances.get(instanceId) ?? emptyFiles(instanceId);
    layout.instances.set(instanceId, files);
    placeFile(files, mutantIds, parts.slice(2), file, layout.problems, ignore);
  }
  for (const [key, count] of unknown) {
    if (count < 0) continue;
    layout.warnings.push(`${key}${count > 1 ? ` (${count} files)` : ""}: ${IGNORED}`);
  }
  return layout;
}

function placeFile(
  files: InstanceFiles,
  mutantIds: ReadonlySet<string>,
  rest: string[],
  file: string,
  problems: Problem[],
  ignore: (key: string) => void,
): void {
  const [head, name] = rest;
  const prefix = `instances/${files.id}/`;
  if (rest.length === 1) {
    if (head === "run.json") files.runJson = file;
    else if (head === "outcomes.json") files.outcomesJson = file;
    else if (head === "codegen.xml") files.codegen = file;
    else ignore(file);
    return;
  }
  if (head === "suite") return void files.suite.push(file);
  if (head === "coverage" && rest.length === 2 && name === "coverage.json")
    return void (files.coverage = file);
  if (head === "logs") return void files.logs.push(file);
  if (head === "trajectory") return void files.trajectory.push(file);
  if (head === "reference" && rest.length === 2 && name) {
    const run = /^([1-9][0-9]*)\.xml$/.exec(name);
    if (run?.[1]) files.referenceRuns.set(Number(run[1]), file);
    else ignore(file);
    return;
  }
  if (head === "mutants" && rest.length === 2 && name?.endsWith(".xml")) {
    const mutantId = name.slice(0, -".xml".length);
    if (mutantIds.has(mutantId)) files.mutants.set(mutantId, file);
    else
      problems.push({
        file,
        message: `unknown mutant '${mutantId}': instance '${files.id}' has no such mutant`,
      });
    return;
  }
  if (head === "confirm" && rest.length === 3 && name) {
    const reference = name === REFERENCE_CONFIRM_DIR;
    const run = (reference ? /^([A-Za-z0-9][A-Za-z0-9._-]*)\.xml$/ : /^([1-9][0-9]*)\.xml$/).exec(
      rest[2] ?? "",
    );
    if (!reference && !mutantIds.has(name))
      problems.push({
        file,
        message: `unknown mutant '${name}': instance '${files.id}' has no such mutant`,
      });
    else if (run?.[1]) files.confirm.set(`confirm/${name}/${run[1]}`, file);
    else ignore(file);
    return;
  }
  ignore(rest.length > 1 ? `${prefix}${head}/` : file);
}

function emptyFiles(id: string): InstanceFiles {
  return {
    id,
    referenceRuns: new Map(),
    mutants: new Map(),
    confirm: new Map(),
    runJson: null,
    outcomesJson: null,
    codegen: null,
    coverage: null,
    suite: [],
    logs: [],
    trajectory: [],
  };
}
