import { readFile } from "node:fs/promises";
import type { Command } from "commander";
import { selectTargets, sectionLinksSchema, type TargetSelection } from "../../construction/select-targets.ts";
import { ProblemsError, UsageError } from "../../errors.ts";
import { parseJsonFile } from "../../schemas.ts";

/** `tsb benchmark …`: the paper's construction tools for maintainers who extend a benchmark. */
export function register(program: Command): void {
  const benchmark = program.command("benchmark").description("tools for building and checking a benchmark");

  benchmark
    .command("select-targets")
    .description("pick each section's mutant target tests by min-cost max-flow (paper, appendix B.2)")
    .argument("<links.json>", 'section → linked reference tests: {"sections": {"<section>": ["<test>", …]}}')
    .option("--per-section <n>", "target tests per section", "6")
    .option("--json", 'print {"pairs": [{"section", "test"}], "cost": N}')
    .action(async (file: string, flags: { perSection: string; json?: boolean }) => {
      const perSection = Number(flags.perSection);
      if (!Number.isInteger(perSection) || perSection < 1) {
        throw new UsageError(`--per-section must be a positive integer, not '${flags.perSection}'`);
      }
      const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
        throw new ProblemsError([{ file, message: `cannot read: ${error.code ?? error.message}` }]);
      });
      const parsed = parseJsonFile(sectionLinksSchema, text, file);
      if (!parsed.ok) throw new ProblemsError(parsed.problems);
      const selection = selectTargets(parsed.value, perSection);
      process.stdout.write(flags.json ? `${JSON.stringify(selection)}\n` : formatSelection(selection, parsed.value.sections, perSection));
    });
}

/** A plain table: one line per pair, then each section that got fewer than asked, then the cost. */
function formatSelection(selection: TargetSelection, sections: Record<string, string[]>, perSection: number): string {
  const width = Math.max(7, ...selection.pairs.map((p) => p.section.length));
  const lines = [`${"section".padEnd(width)}  test`];
  for (const pair of selection.pairs) lines.push(`${pair.section.padEnd(width)}  ${pair.test}`);
  const short = Object.keys(sections)
    .map((id) => [id, selection.pairs.filter((p) => p.section === id).length] as const)
    .filter(([, n]) => n < perSection);
  lines.push("");
  for (const [id, n] of short) lines.push(`section ${id}: ${n} of ${perSection} targets (too few linked tests to go round)`);
  lines.push(`${selection.pairs.length} pairs over ${Object.keys(sections).length} sections, cost ${selection.cost}`);
  return `${lines.join("\n")}\n`;
}
