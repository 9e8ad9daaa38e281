import type { Command } from "commander";
import type { BenchmarkDefinition } from "../../evaluator/benchmark/load-benchmark.ts";
import { ORIGINAL_REVISION, writeIgnoredList } from "../../evaluator/benchmark/ignored-list.ts";
import { describe, ignore, unignore, type IgnoreTarget } from "../../evaluator/benchmark/revise.ts";
import { UsageError } from "../../evaluator/errors.ts";
import { benchmarkArgument } from "../benchmark-folder.ts";

interface IgnoreFlags {
  reason?: string;
  date?: string;
  referenceTest?: boolean;
}

/**
 * `tsb benchmark ignore` and `unignore`: retire a broken mutant or reference test (or restore
 * it) by writing the benchmark's next revision to its ignored.json. Stored submissions move to
 * the new revision with `tsb rescore`.
 */
export function registerIgnore(benchmark: Command): void {
  benchmark
    .command("ignore")
    .description(
      "retire a mutant (or with --reference-test, a reference test) from scoring: the benchmark's next revision",
    )
    .argument("<benchmark>", "benchmark folder, or name@version under data/benchmarks/")
    .argument(
      "<id>",
      "mutant id, as <instance>/<mutant> or the bare id when only one instance has it; with --reference-test, <instance>/<test id>",
    )
    .requiredOption(
      "--reason <text>",
      "why it is retired (kept in ignored.json and shown on the site)",
    )
    .option("--date <YYYY-MM-DD>", "date of the decision (default: today, UTC)")
    .option("--reference-test", "retire a reference test (R's count) instead of a mutant")
    .action(async (benchmarkArg: string, id: string, flags: IgnoreFlags) => {
      const definition = await benchmarkArgument(benchmarkArg);
      const target = resolveTarget(
        definition,
        id,
        flags.referenceTest ? "reference-test" : "mutant",
      );
      const date = flags.date ?? new Date().toISOString().slice(0, 10);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
        throw new UsageError(`--date: expected YYYY-MM-DD, got '${date}'`);
      const next = ignore(
        definition.ignored ?? ORIGINAL_REVISION,
        target,
        flags.reason ?? "",
        date,
      );
      await writeIgnoredList(definition.dir, next);
      report(definition, next.revision, `ignored ${describe(target)}`);
    });

  benchmark
    .command("unignore")
    .description("count a retired mutant (or reference test) again: the benchmark's next revision")
    .argument("<benchmark>", "benchmark folder, or name@version under data/benchmarks/")
    .argument("<id>", "as for ignore")
    .option("--reference-test", "restore a reference test instead of a mutant")
    .action(async (benchmarkArg: string, id: string, flags: IgnoreFlags) => {
      const definition = await benchmarkArgument(benchmarkArg);
      const target = resolveTarget(
        definition,
        id,
        flags.referenceTest ? "reference-test" : "mutant",
      );
      const next = unignore(definition.ignored ?? ORIGINAL_REVISION, target);
      await writeIgnoredList(definition.dir, next);
      report(definition, next.revision, `counts ${describe(target)} again`);
    });
}

function report(definition: BenchmarkDefinition, revision: number, what: string): void {
  process.stdout.write(
    `${definition.name}@${definition.version} rev ${revision} ${what}\n` +
      `stored submissions keep their scores until \`tsb rescore\` moves them to rev ${revision}\n`,
  );
}

/**
 * The instance and id an argument names. A mutant id alone is enough when one instance has it;
 * mutant ids repeat across instances, so otherwise `<instance>/<mutant>` is required.
 */
export function resolveTarget(
  definition: BenchmarkDefinition,
  arg: string,
  kind: IgnoreTarget["kind"],
): IgnoreTarget {
  const slash = arg.indexOf("/");
  const instanceId = slash >= 0 ? arg.slice(0, slash) : null;
  const id = slash >= 0 ? arg.slice(slash + 1) : arg;
  const name = `${definition.name}@${definition.version}`;
  if (kind === "reference-test") {
    if (instanceId === null)
      throw new UsageError(`a reference test is named <instance>/<test id>, not '${arg}'`);
    if (!definition.instances.some((i) => i.id === instanceId))
      throw new UsageError(`${name} has no instance '${instanceId}'`);
    return { kind, instance: instanceId, id };
  }
  const having = definition.instances.filter(
    (i) => (instanceId === null || i.id === instanceId) && i.mutants?.some((m) => m.id === id),
  );
  if (having.length === 1) return { kind, instance: having[0]!.id, id };
  if (having.length === 0)
    throw new UsageError(
      instanceId === null
        ? `${name} has no mutant '${id}'`
        : `${name}: instance '${instanceId}' has no mutant '${id}'`,
    );
  throw new UsageError(
    `mutant '${id}' is in several instances of ${name} (${having.map((i) => i.id).join(", ")}); name it as <instance>/${id}`,
  );
}
