import type { Command } from "commander";
import { listSubmissions } from "../../db/queries.ts";
import { getVerification, type Verification } from "../../db/queries/verification.ts";
import { openCliDb } from "../open-db.ts";
import { terminalSafe } from "../terminal-text.ts";

interface SubmissionsFlags {
  db?: string;
  json?: boolean;
}

const pct = (x: number | null) => (x === null ? "–" : (x * 100).toFixed(1));

export function register(program: Command): void {
  program
    .command("submissions")
    .description("list the submissions stored in the database")
    .option("--db <file>", "database file (default: $TSB_DB or data/tsb.sqlite)")
    .option(
      "--json",
      "print a JSON array: id, benchmark, model, agent, setting, origin, M, V, R, bundle sha256, verification status and its runs (done, total)",
    )
    .action(async (flags: SubmissionsFlags) => {
      const db = openCliDb(flags.db);
      try {
        const rows = (await listSubmissions({}, db)).map((r) => {
          const v = getVerification(r.id, { includeHidden: true }, db);
          return { ...r, verificationRuns: { done: v?.runsDone ?? 0, total: v?.runsTotal ?? 0 } };
        });
        if (flags.json) {
          process.stdout.write(`${JSON.stringify(rows)}\n`);
          return;
        }
        const table = [
          [
            "id",
            "benchmark",
            "model",
            "agent",
            "setting",
            "origin",
            "M%",
            "V%",
            "R%",
            "verification",
            "sha256",
          ],
          ...rows.map((r) => [
            `#${r.id}${r.hidden ? " (hidden)" : ""}`,
            terminalSafe(r.benchmark),
            terminalSafe(r.model),
            terminalSafe(r.agent),
            r.setting,
            r.origin,
            pct(r.mutationScore),
            pct(r.validityRate),
            pct(r.referencePassRate),
            verificationCell(r.verification, r.verificationRuns),
            r.bundleSha256?.slice(0, 12) ?? "",
          ]),
        ];
        const widths = table[0]!.map((_, c) => Math.max(...table.map((row) => row[c]!.length)));
        for (const row of table)
          process.stdout.write(
            `${row
              .map((cell, c) => cell.padEnd(widths[c]!))
              .join("  ")
              .trimEnd()}\n`,
          );
      } finally {
        db.$client.close();
      }
    });
}

/** "verified", or for a job still open its runs so far: "running 120/1185". */
function verificationCell(
  status: Verification["status"],
  runs: { done: number; total: number },
): string {
  const open = status === "queued" || status === "running";
  return open ? `${status} ${runs.done}/${runs.total}` : status;
}
