import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const COVERAGE_BENCHMARK = path.join(ROOT, "data/benchmarks/tsb-mini-1.1");
export const COVERAGE_INSTANCE = "calc";
/** Made by a real run: fixtures/calc-coverage/make-coverage.sh. */
export const CALC_COVERAGE = path.join(import.meta.dirname, "fixtures/calc-coverage/coverage.json");

/**
 * A bundle folder for tests of coverage: the terse demo suite's calc instance of tsb-mini 1.1
 * (its real runs), with the coverage.json its suite gave on a gcov build of calc, or with
 * `unavailable` written in its place. The other instances are left out (they score M = 0).
 */
export function calcCoverageBundle(
  options: { model?: string; unavailable?: string; coverage?: boolean } = {},
): { dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tsb-coverage-bundle-"));
  const source = path.join(ROOT, "data/bundles/agent-terse-1.1");
  const submission = JSON.parse(
    fs.readFileSync(path.join(source, "submission.json"), "utf8"),
  ) as Record<string, unknown>;
  submission.model = options.model ?? "Coverage probe";
  fs.writeFileSync(path.join(dir, "submission.json"), JSON.stringify(submission, null, 2));
  const instance = path.join(dir, "instances", COVERAGE_INSTANCE);
  fs.cpSync(path.join(source, "instances", COVERAGE_INSTANCE), instance, { recursive: true });
  // The demo bundle may carry coverage of its own: these tests choose what the bundle says.
  fs.rmSync(path.join(instance, "coverage"), { recursive: true, force: true });
  if (options.coverage !== false) {
    fs.mkdirSync(path.join(instance, "coverage"));
    const file = path.join(instance, "coverage", "coverage.json");
    if (options.unavailable)
      fs.writeFileSync(
        file,
        JSON.stringify({ schemaVersion: 1, unavailable: options.unavailable, tool: "gcov" }),
      );
    else fs.copyFileSync(CALC_COVERAGE, file);
  }
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
