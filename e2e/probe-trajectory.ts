/**
 * Bundles with trajectories for the browser tests. The probe trajectory is recorded by the
 * baseline agent's recorder (scripts/baseline-agent/atif-recorder.ts) while the actions really
 * happen in a scratch task folder: the agent reads the spec, writes a stand-in `tally.py`
 * (Table 3: an executable), copies it into mutants (Table 3: mutants), lists the benchmark's
 * reference tests (a review flag), tries the network on a closed local port (a review flag) and
 * writes the suite. The long trajectory repeats the baseline agent's real steps.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { AtifRecorder, type AtifDocument } from "../scripts/baseline-agent/atif-recorder.ts";
import { ROOT } from "./harness";

const TALLY = path.join(ROOT, "data/benchmarks/tsb-mini/instances/tally");

/** The probe's ATIF document, recorded as its steps were carried out. */
export function probeTrajectory(): AtifDocument {
  const task = mkdtempSync(path.join(os.tmpdir(), "tsb-probe-task-"));
  try {
    cpSync(path.join(TALLY, "spec.md"), path.join(task, "spec.md"));
    const rec = new AtifRecorder(
      task,
      { name: "probe-agent", version: "1", model_name: "none" },
      "probe",
    );
    rec.user("Write a test suite for the program that spec.md specifies, in suite/.");
    rec.bash("cat spec.md", "Read the spec.");
    rec.writeFile(
      "tally.py",
      "import sys\nprint(len(sys.stdin.read().split()))\n",
      "A stand-in to check my expectations.",
    );
    rec.bash("mkdir -p mutants && cp tally.py mutants/m1.py", "Make a mutant of the stand-in.");
    rec.bash(`ls ${path.join(TALLY, "tests")}`, "Look at the benchmark's own tests.");
    rec.bash("curl -s -m 1 http://127.0.0.1:9/ || true", "Try the network.");
    const suite = readFileSync(
      path.join(ROOT, "data/bundles/baseline-agent/instances/tally/suite/conftest.py"),
      "utf8",
    );
    rec.writeFile("suite/conftest.py", suite, "Write the suite's fixture.");
    rec.say("Done.");
    return rec.document("Recorded for the browser tests (e2e/probe-trajectory.ts).");
  } finally {
    rmSync(task, { recursive: true, force: true });
  }
}

/** An ATIF document's steps repeated to at least `steps` steps, ids renumbered per copy. */
export function repeatTrajectory(doc: AtifDocument, steps: number): AtifDocument {
  const out: AtifDocument["steps"] = [];
  for (let copy = 0; out.length < steps; copy++)
    for (const s of doc.steps) {
      const rename = (id: string) => `r${copy}_${id}`;
      out.push({
        ...s,
        step_id: out.length + 1,
        ...(s.tool_calls
          ? {
              tool_calls: s.tool_calls.map((c) => ({ ...c, tool_call_id: rename(c.tool_call_id) })),
            }
          : {}),
        ...(s.observation
          ? {
              observation: {
                results: s.observation.results.map((r) => ({
                  ...r,
                  source_call_id: rename(r.source_call_id),
                })),
              },
            }
          : {}),
      });
    }
  return { ...doc, steps: out, final_metrics: { ...doc.final_metrics, total_steps: out.length } };
}

/**
 * The baseline agent's tsb-mini 1.0 bundle, copied, with the probe trajectory as tally's and a
 * `steps`-step repetition of the real calc trajectory as calc's; its notes say so (and make it a
 * bundle of its own, by hash).
 */
export function trajectoryBundle(longSteps: number): { dir: string; cleanup: () => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), "tsb-traj-bundle-"));
  const dir = path.join(root, "bundle");
  cpSync(path.join(ROOT, "data/bundles/baseline-agent"), dir, { recursive: true });
  const submission = JSON.parse(readFileSync(path.join(dir, "submission.json"), "utf8")) as Record<
    string,
    unknown
  >;
  submission.model = `trajectory probe (${longSteps} steps)`;
  submission.notes =
    "The baseline agent's bundle with a probe trajectory for tally and a long one for calc (e2e/probe-trajectory.ts).";
  writeFileSync(path.join(dir, "submission.json"), JSON.stringify(submission, null, 2));
  writeFileSync(
    path.join(dir, "instances/tally/trajectory/trajectory.json"),
    JSON.stringify(probeTrajectory(), null, 2),
  );
  const calc = JSON.parse(
    readFileSync(path.join(dir, "instances/calc/trajectory/trajectory.json"), "utf8"),
  ) as AtifDocument;
  writeFileSync(
    path.join(dir, "instances/calc/trajectory/trajectory.json"),
    JSON.stringify(repeatTrajectory(calc, longSteps)),
  );
  return { dir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
