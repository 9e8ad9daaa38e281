import { readFile } from "node:fs/promises";
import os from "node:os";
import type { Command } from "commander";
import type { z } from "zod";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { checkBenchmark } from "../../evaluator/construction/check.ts";
import {
  changedInstances,
  readCheckDigests,
  recordCheckDigests,
} from "../../evaluator/construction/check-digests.ts";
import { parseList, parseSlotBase, SLOT_BASE_OPTION } from "../options.ts";
import { detectSandbox, type Sandbox } from "../../evaluator/runner/sandbox.ts";
import { selectInstances } from "../../evaluator/runner/build-cache.ts";
import {
  parseEnvironmentMode,
  prepareEnvironments,
} from "../../evaluator/environment/prepare-environments.ts";
import { formatCheck, formatTestRuns } from "../../evaluator/construction/format-check.ts";
import { rebasePatches, type StaleHunk } from "../../evaluator/construction/stale-patches.ts";
import {
  auditTargets,
  selectTargets,
  sectionLinksSchema,
  type TargetAudit,
  type TargetSelection,
} from "../../evaluator/construction/select-targets.ts";
import { ProblemsError, TsbError, UsageError } from "../../evaluator/errors.ts";
import { instanceSchema, parseJsonFile } from "../../evaluator/schemas.ts";
import { registerIgnore } from "./benchmark-ignore.ts";
import { defaultCacheDir, ENV_OPTION, IMAGE_CACHE_OPTION } from "./build.ts";
import { terminalSafe } from "../terminal-text.ts";

/** `tsb benchmark …`: the paper's construction tools for maintainers who extend a benchmark. */
export function register(program: Command): void {
  const benchmark = program
    .command("benchmark")
    .description("tools for building and checking a benchmark");

  benchmark
    .command("select-targets")
    .description(
      "pick each section's mutant target tests by min-cost max-flow (paper, appendix B.2)",
    )
    .argument(
      "<links.json>",
      'section → linked reference tests: {"sections": {"<section>": ["<test>", …]}}',
    )
    .option("--per-section <n>", "target tests per section", "6")
    .option(
      "--against <instance.json>",
      "instead, hold an instance's targets to the flow's rules: each linked to its mutant's section, none shared, and their cost against the flow's for the same counts (exit 1 on a broken rule)",
    )
    .option("--json", 'print {"pairs": [{"section", "test"}], "cost": N}')
    .action(
      async (file: string, flags: { perSection: string; against?: string; json?: boolean }) => {
        const perSection = Number(flags.perSection);
        if (!Number.isInteger(perSection) || perSection < 1) {
          throw new UsageError(
            `--per-section must be a positive integer, not '${flags.perSection}'`,
          );
        }
        const links = await readJson(sectionLinksSchema, file);
        if (flags.against !== undefined) {
          const instance = await readJson(instanceSchema, flags.against);
          const audit = auditTargets(links, instance.mutants ?? []);
          process.stdout.write(
            flags.json ? `${JSON.stringify(audit)}\n` : formatAudit(audit, flags.against),
          );
          const broken = audit.unlinked.length + audit.shared.length;
          if (broken > 0)
            throw new TsbError(
              `${flags.against}: ${audit.unlinked.length} target(s) not linked to their mutant's section, ${audit.shared.length} test(s) the target of more than one mutant`,
            );
          return;
        }
        const selection = selectTargets(links, perSection);
        process.stdout.write(
          flags.json
            ? `${JSON.stringify(selection)}\n`
            : formatSelection(selection, links.sections, perSection),
        );
      },
    );

  registerCheck(benchmark);
  registerRebasePatches(benchmark);
  registerIgnore(benchmark);
}

function registerRebasePatches(benchmark: Command): void {
  benchmark
    .command("rebase-patches")
    .description(
      "rewrite the hunk headers of mutant patches that apply elsewhere since the reference moved",
    )
    .requiredOption("--benchmark <dir>", "benchmark folder")
    .option("--instances <ids>", "comma-separated instance ids (default: all)")
    .action(async (flags: { benchmark: string; instances?: string }) => {
      const definition = await loadBenchmark(flags.benchmark);
      const selected = selectInstances(
        definition,
        flags.instances ? parseList(flags.instances) : undefined,
      );
      const moved = (await Promise.all(selected.map(rebasePatches))).flat();
      process.stdout.write(formatStaleHunks(moved, "moved"));
      const patches = new Set(moved.map((h) => `${h.instance}/${h.mutant}`)).size;
      process.stdout.write(`${patches} patch(es) rewritten in ${selected.length} instance(s)\n`);
      const nowhere = moved.filter((h) => h.appliesAt === null);
      if (nowhere.length > 0)
        throw new TsbError(
          `${nowhere.length} hunk(s) match nowhere in the reference; remake those patches against reference/`,
        );
    });
}

/** One line per stale hunk: where its header says it applies and where it does. */
function formatStaleHunks(hunks: readonly StaleHunk[], verb = "stale"): string {
  return hunks
    .map(
      (h) =>
        `${verb}: ${h.instance}/mutants/${h.mutant}.patch: hunk at ${h.file}:${h.header} ${
          h.appliesAt === null
            ? "matches nowhere in the reference"
            : `applies at line ${h.appliesAt}`
        }\n`,
    )
    .join("");
}

interface CheckFlags {
  benchmark: string;
  instances?: string;
  jobs: string;
  slotBase: string;
  cache?: string;
  timeout?: string;
  runs: string;
  sandbox: boolean;
  env: string;
  imageCache: string;
  variants: boolean;
  since?: string;
  record?: string;
  json?: boolean;
  coveringTests?: boolean;
  keepBundle?: string;
  fromBundle?: string;
}

function positiveInteger(flag: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`${flag} must be a positive integer, not '${value}'`);
  return n;
}

function registerCheck(benchmark: Command): void {
  benchmark
    .command("check")
    .description(
      "run each reference suite on its reference and mutants and apply the paper's drop rule (section 2.2)",
    )
    .requiredOption("--benchmark <dir>", "benchmark folder")
    .option("--instances <ids>", "comma-separated instance ids (default: all)")
    .option("--jobs <n>", "suite runs at a time", String(Math.max(1, os.availableParallelism())))
    .option(...SLOT_BASE_OPTION)
    .option("--runs <n>", "runs on the reference; a test must pass in every one", "3")
    .option(
      "--timeout <seconds>",
      "time limit per suite run (default: as tsb run, max(60, 5 × slowest reference run))",
    )
    .option(
      "--cache <dir>",
      "build cache (default: .cache/builds/<benchmark>/, shared with tsb build and tsb run)",
    )
    .option(
      "--no-sandbox",
      "run the reference suites as plain processes: they are the benchmark's own, trusted tests",
    )
    .option("--no-variants", "skip the logic-level check (each instance's variants/ suite)")
    .option(
      "--covering-tests",
      "run on each mutant only the reference tests whose coverage reaches its changed lines (the same kills, far fewer runs for a large suite)",
    )
    .option(
      "--since <digests.json>",
      "check only the instances whose files changed since the digests recorded in this file",
    )
    .option(
      "--record <digests.json>",
      "after a passing check, record the checked instances' digests in this file (for --since)",
    )
    .option(
      "--keep-bundle <dir>",
      "keep the bundle of the reference suites' runs in this new folder (the benchmark's reference submission, without running the suites again)",
    )
    .option(
      "--from-bundle <dir>",
      "score this bundle of the reference suites' runs instead of running them (a kept bundle, or `tsb run` of tests/ sharded and merged); the variants still run",
    )
    .option("--json", "print the full report as one JSON object")
    .option(...ENV_OPTION)
    .option(...IMAGE_CACHE_OPTION)
    .action(async (flags: CheckFlags) => {
      const slotBase = parseSlotBase(flags.slotBase);
      const definition = await loadBenchmark(flags.benchmark);
      let instances = flags.instances ? parseList(flags.instances) : undefined;
      if (flags.since !== undefined) {
        const changed = await changedInstances(definition, await readCheckDigests(flags.since));
        instances = instances ? instances.filter((id) => changed.includes(id)) : changed;
        process.stderr.write(
          `tsb: ${instances.length} instance(s) changed since ${flags.since}: ${instances.join(", ") || "none"}\n`,
        );
        if (instances.length === 0) {
          process.stdout.write("check skipped: no instance changed since its last passing check\n");
          return;
        }
      }
      // Unlike `tsb run`, whose suites are untrusted, the check may run without any isolation.
      const sandbox: Sandbox = flags.sandbox
        ? await detectSandbox(false)
        : { kind: "none", dropToUid: false, prlimit: false };
      const environments = await prepareEnvironments(selectInstances(definition, instances), {
        mode: parseEnvironmentMode(flags.env),
        cacheRoot: flags.imageCache,
        // An image needs bubblewrap to show it, even for the benchmark's own trusted suites.
        sandbox: () => (sandbox.kind === "bwrap" ? Promise.resolve(sandbox) : detectSandbox(false)),
        warn: (message) => process.stderr.write(`tsb: warning: ${terminalSafe(message)}\n`),
      });
      const report = await checkBenchmark(definition, {
        cacheDir: flags.cache ?? defaultCacheDir(definition),
        ...(instances ? { instances } : {}),
        variants: flags.variants,
        coveringTests: flags.coveringTests === true,
        ...(flags.keepBundle !== undefined ? { keepBundle: flags.keepBundle } : {}),
        ...(flags.fromBundle !== undefined ? { fromBundle: flags.fromBundle } : {}),
        jobs: positiveInteger("--jobs", flags.jobs),
        slotBase,
        sandbox,
        environments,
        referenceRuns: positiveInteger("--runs", flags.runs),
        ...(flags.timeout !== undefined
          ? { timeoutSec: positiveInteger("--timeout", flags.timeout) }
          : {}),
        tty: process.stderr.isTTY ? process.stderr : null,
        warn: (message) => process.stderr.write(`tsb: warning: ${terminalSafe(message)}\n`),
      });
      for (const failure of report.builds.failed) {
        process.stderr.write(
          `tsb: build failed: ${failure.instance}/${failure.executable}: ${failure.error ?? ""}\n`,
        );
      }
      process.stdout.write(
        flags.json
          ? `${JSON.stringify(report)}\n`
          : formatTestRuns(report.coveringTests, report.testRuns) +
              formatCheck(report.instances, report.summary, report.variants) +
              formatStaleHunks(report.stalePatches),
      );
      if (report.ok && flags.record !== undefined) {
        await recordCheckDigests(
          flags.record,
          definition,
          report.instances.map((i) => i.id),
        );
      }
      if (!report.ok) {
        const failing = [
          ...report.instances.filter((i) => !i.ok).map((i) => i.id),
          ...report.variants.instances
            .filter((v) => v.mutants.some((m) => m.verdict !== "told-apart"))
            .map((v) => v.id),
          ...report.stalePatches.map((h) => h.instance),
        ].filter((id, index, all) => all.indexOf(id) === index);
        const builds =
          report.builds.failed.length > 0 ? `, ${report.builds.failed.length} failed build(s)` : "";
        const literal = report.variants.instances
          .flatMap((i) => i.mutants)
          .filter((m) => m.verdict !== "told-apart").length;
        const variants = literal > 0 ? `, ${literal} mutant(s) fail the logic-level check` : "";
        const stale = new Set(report.stalePatches.map((h) => `${h.instance}/${h.mutant}`)).size;
        const patches =
          stale > 0 ? `, ${stale} stale patch(es) (run tsb benchmark rebase-patches)` : "";
        throw new TsbError(
          `check failed: ${report.summary.dropped} mutant(s) dropped${builds}${variants}${patches}; failing instances: ${failing.join(", ") || "none"}`,
        );
      }
    });
}

/** A plain table: one line per pair, then each section that got fewer than asked, then the cost. */
/** A JSON file read through `schema`; a bad file is an error naming it and the field. */
async function readJson<T>(schema: z.ZodType<T>, file: string): Promise<T> {
  const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new ProblemsError([{ file, message: `cannot read: ${error.code ?? error.message}` }]);
  });
  const parsed = parseJsonFile(schema, text, file);
  if (!parsed.ok) throw new ProblemsError(parsed.problems);
  return parsed.value;
}

function formatAudit(audit: TargetAudit, file: string): string {
  const lines = [
    ...audit.unlinked.map(
      (u) => `${file}: ${u.mutant}: target ${u.test} is not linked to section ${u.section}`,
    ),
    ...audit.shared.map((s) => `${file}: ${s.test} is the target of ${s.mutants.join(", ")}`),
    `${audit.pairs} pairs, cost ${audit.cost}; the flow with as many targets per section as the instance has mutants: ${audit.flow.pairs.length} pairs, cost ${audit.flow.cost}`,
  ];
  return `${lines.join("\n")}\n`;
}

function formatSelection(
  selection: TargetSelection,
  sections: Record<string, string[]>,
  perSection: number,
): string {
  const width = Math.max(7, ...selection.pairs.map((p) => p.section.length));
  const lines = [`${"section".padEnd(width)}  test`];
  for (const pair of selection.pairs) lines.push(`${pair.section.padEnd(width)}  ${pair.test}`);
  const short = Object.keys(sections)
    .map((id) => [id, selection.pairs.filter((p) => p.section === id).length] as const)
    .filter(([, n]) => n < perSection);
  lines.push("");
  for (const [id, n] of short)
    lines.push(`section ${id}: ${n} of ${perSection} targets (too few linked tests to go round)`);
  lines.push(
    `${selection.pairs.length} pairs over ${Object.keys(sections).length} sections, cost ${selection.cost}`,
  );
  return `${lines.join("\n")}\n`;
}
