/**
 * Tiny result bundles for the site's browser tests, made by real pytest runs. The suite reads
 * which mutant it runs against from an environment variable (rather than running the real
 * tally binary, which would need a build), so each mutant's JUnit XML is what pytest writes for
 * a chosen pattern: one test whose parametrize id carries `<script>alert(1)</script>` kills the
 * options-order mutant; an invalid test reacts to the double-dash mutant with a new message (a
 * near miss, so that mutant survives); a valid test about option processing never fails (the
 * related test for it); one test skips itself everywhere (the skipped verdict).
 */
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ROOT } from "./harness";

export const PROBE_INSTANCE = "tally";
export const KILLED_MUTANT = "options-order-follows-flags";
export const SURVIVING_MUTANT = "options-double-dash-ignored";
export const XSS_ID = "<script>alert(1)</script>";

const SUITE = `import os

import pytest

MUTANT = os.environ.get("PROBE_MUTANT", "")
KILLS = os.environ.get("PROBE_KILLS", "").split(",")


@pytest.mark.parametrize("case", ["${XSS_ID}"])
def test_counts_follow_fixed_order(case):
    # Counts print in the fixed order lines, words, bytes whatever the order of the options.
    assert MUTANT not in KILLS, f"counts printed in option order for {case}"


def test_double_dash_ends_option_processing():
    # Wrong on purpose: it expects the reference to reject "--", so it fails everywhere.
    if MUTANT == "${SURVIVING_MUTANT}":
        assert False, "-- was skipped and later dash arguments were still options"
    assert False, "expected tally -- -l to reject the option"


def test_option_processing_stops_at_double_dash_operand():
    # Option processing and the double dash: passes on every build.
    assert "--".startswith("-")


def test_needs_colour_terminal():
    # Skips itself on every build: it never runs, so it is neither valid nor a killer.
    pytest.skip("needs a colour terminal")
`;

function realPython(): string {
  return execFileSync("python3", ["-c", "import sys; print(sys.executable)"], {
    encoding: "utf8",
  }).trim();
}

/**
 * Writes a bundle folder for tsb-mini's tally instance and returns its path. `kills` are the
 * mutants the parametrized test kills; `model` names the submission (and makes its hash unique).
 */
export async function makeProbeBundle(options: { model: string; kills: string[] }): Promise<{
  dir: string;
  cleanup: () => void;
}> {
  const python = realPython();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tsb-probe-"));
  const instanceJson = JSON.parse(
    fs.readFileSync(
      path.join(ROOT, "data/benchmarks/tsb-mini/instances", PROBE_INSTANCE, "instance.json"),
      "utf8",
    ),
  ) as { mutants: { id: string }[] };
  const instanceDir = path.join(dir, "instances", PROBE_INSTANCE);
  const work = path.join(dir, "work");
  fs.mkdirSync(path.join(instanceDir, "suite"), { recursive: true });
  fs.mkdirSync(path.join(instanceDir, "reference"), { recursive: true });
  fs.mkdirSync(path.join(instanceDir, "mutants"), { recursive: true });
  fs.mkdirSync(work);
  fs.writeFileSync(path.join(instanceDir, "suite", "test_probe.py"), SUITE);

  // Each run in a fresh copy of the suite, as `tsb run` does, four at a time.
  const run = async (dest: string, mutant: string) => {
    const cwd = fs.mkdtempSync(path.join(work, "run-"));
    fs.writeFileSync(path.join(cwd, "test_probe.py"), SUITE);
    try {
      await promisify(execFile)(
        python,
        ["-m", "pytest", "-q", "-p", "no:cacheprovider", `--junitxml=${dest}`, "test_probe.py"],
        {
          cwd,
          env: { ...process.env, PROBE_MUTANT: mutant, PROBE_KILLS: options.kills.join(",") },
        },
      );
    } catch {
      // pytest exits 1 when a test fails, which every run here has.
    }
    if (!fs.existsSync(dest)) throw new Error(`pytest wrote no JUnit XML to ${dest}`);
  };
  const runs: [string, string][] = [
    ...[1, 2, 3].map((n): [string, string] => [
      path.join(instanceDir, "reference", `${n}.xml`),
      "",
    ]),
    ...instanceJson.mutants.map((m): [string, string] => [
      path.join(instanceDir, "mutants", `${m.id}.xml`),
      m.id,
    ]),
  ];
  const queue = [...runs];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await run(...next);
    }),
  );
  fs.rmSync(work, { recursive: true, force: true });

  fs.writeFileSync(
    path.join(dir, "submission.json"),
    JSON.stringify({
      schemaVersion: 1,
      benchmark: "tsb-mini@1.0",
      model: options.model,
      agent: "e2e probe",
      setting: "spec-only",
      date: "2026-11-29",
      notes: "Built by the site's browser tests from real pytest runs of a three-test probe suite.",
    }),
  );
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Stores a bundle in a database with `tsb ingest` and returns its submission id; `benchmark`, a
 * benchmark folder to load first (a fresh database has none).
 */
export function ingest(bundle: string, dbFile: string, benchmark?: string): number {
  const out = execFileSync(
    process.execPath,
    [
      path.join(ROOT, "bin/tsb.mjs"),
      "ingest",
      bundle,
      "--db",
      dbFile,
      ...(benchmark ? ["--benchmark", benchmark] : []),
    ],
    { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  const id = /stored as #(\d+)/.exec(out)?.[1];
  if (!id) throw new Error(`tsb ingest ${bundle}: no submission id in its output:\n${out}`);
  return Number(id);
}
