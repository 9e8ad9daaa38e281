/**
 * Speed and memory of the trajectory readers (evaluator/trajectory), beside a baseline in the
 * same run:
 *   1. steps per second of one core on the largest corpus file of each family (read in place
 *      from ../shared/trajectory-corpus; skipped when absent), against plain JSON.parse of the
 *      same file (each line for JSON Lines, the whole text for documents) with no steps made;
 *   2. peak memory reading a 10,000-step session made by repeating the steps of the largest
 *      real Claude Code session (tool ids renamed per copy), against JSON.parse of each line of
 *      the same file (nothing kept) and JSON.parse of every line kept in memory. Each variant
 *      runs in a child process of its own, so one's garbage does not count against another.
 *
 *   npm run bench:trajectory            BENCH_TRAJ_SECONDS=2 for longer timings (default 1)
 */
import { execFileSync } from "node:child_process";
import { createReadStream, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { readTrajectory } from "../evaluator/trajectory/read-trajectory.ts";
import { trajectoryCorpus } from "../evaluator/trajectory/testing/trajectory-corpus.ts";
import { loadLine } from "./shared.ts";
import { BIG_SESSION as bigSession, syntheticSession } from "./synthetic-session.ts";

const repo = resolve(fileURLToPath(new URL("..", import.meta.url)));
const seconds = Number(process.env.BENCH_TRAJ_SECONDS ?? 1);

/** Repeats `fn` for about `seconds` of CPU time; returns runs per CPU second. */
async function rate(fn: () => unknown): Promise<number> {
  await fn(); // warm up the JIT
  const start = process.cpuUsage();
  let runs = 0;
  let used = 0;
  while (used < seconds) {
    await fn();
    runs++;
    const u = process.cpuUsage(start);
    used = (u.user + u.system) / 1e6;
  }
  return runs / used;
}

async function speed(root: string): Promise<void> {
  const manifest = JSON.parse(readFileSync(join(root, "manifest.json"), "utf8")) as {
    file: string;
    family: string;
    bytes: number;
  }[];
  const largest = new Map<string, { file: string; bytes: number }>();
  for (const m of manifest)
    if (!m.file.endsWith("results.json") && (largest.get(m.family)?.bytes ?? 0) < m.bytes)
      largest.set(m.family, m);
  console.log(
    "family            file KB   steps   steps/s (reader)   MB/s (reader)   MB/s (JSON.parse only)",
  );
  for (const [family, m] of largest) {
    const path = join(root, m.file);
    const read = await readTrajectory(path);
    const steps = read.trajectories.reduce((s, t) => s + t.totals.steps, 0);
    const perSec = await rate(() => readTrajectory(path));
    const text = readFileSync(path, "utf8");
    const lines = text.split("\n");
    const baseline = await rate(() => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        for (const l of lines) if (l.startsWith("{") || l.startsWith("[")) JSON.parse(l);
        return null;
      }
    });
    const mb = m.bytes / 1024 ** 2;
    console.log(
      `${family.padEnd(17)} ${(m.bytes / 1024).toFixed(0).padStart(7)} ${String(steps).padStart(7)} ${(steps * perSec).toFixed(0).padStart(18)} ${(mb * perSec).toFixed(1).padStart(15)} ${(mb * baseline).toFixed(1).padStart(24)}`,
    );
  }
}

/** Runs in a child: one variant on `file`, printing its peak RSS and heap in MB. */
async function child(variant: string, file: string): Promise<void> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  let steps = 0;
  if (variant === "reader") steps = (await readTrajectory(file)).trajectories[0]?.totals.steps ?? 0;
  else {
    const kept: unknown[] = [];
    for await (const line of createInterface({
      input: createReadStream(file),
      crlfDelay: Infinity,
    })) {
      const v: unknown = JSON.parse(line);
      if (variant === "parse-keep") kept.push(v);
    }
    steps = kept.length;
  }
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(JSON.stringify({ peak: peak / 1024 ** 2, ms: performance.now() - started, steps }));
}

function memory(root: string): void {
  const file = syntheticSession(root, join(repo, ".cache", "bench"));
  const size = readFileSync(file).length / 1024 ** 2;
  console.log(
    `\npeak memory on a synthetic Claude Code session: ${bigSession.split("/").pop()} repeated to ≥10,000 steps (${size.toFixed(0)} MB)`,
  );
  console.log("variant                               peak RSS MB   wall ms   steps or records");
  const variants: [string, string][] = [
    ["reader", "readTrajectory (steps kept, capped)"],
    ["parse", "baseline: JSON.parse per line, none kept"],
    ["parse-keep", "baseline: JSON.parse per line, all kept"],
  ];
  for (const [variant, label] of variants) {
    const out = execFileSync(
      process.execPath,
      ["--import", "tsx", fileURLToPath(import.meta.url), "--child", variant, file],
      { encoding: "utf8" },
    );
    const r = JSON.parse(out.trim().split("\n").pop() as string) as {
      peak: number;
      ms: number;
      steps: number;
    };
    console.log(
      `${label.padEnd(38)} ${r.peak.toFixed(0).padStart(11)} ${r.ms.toFixed(0).padStart(9)} ${String(r.steps).padStart(7)}`,
    );
  }
}

if (process.argv[2] === "--child")
  await child(process.argv[3] as string, process.argv[4] as string);
else {
  const root = trajectoryCorpus();
  if (root === null) console.log("../shared/trajectory-corpus is absent: nothing to measure");
  else {
    await speed(root);
    memory(root);
  }
  console.log(loadLine());
}
