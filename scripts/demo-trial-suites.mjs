#!/usr/bin/env node
// Copies the suites one coding-agent session wrote for a trial (docs/demo-data.md, "Trials")
// into data/suites/<name>/, laid out as data/suites/agent-focused/ is, for demo-bundles.sh.
// Usage: node scripts/demo-trial-suites.mjs <session-folder> <name> <trial> <like>
//   <session-folder>/<instance>/{suite/,started,finished}: what the session wrote, with its own
//   `date +%s` stamps; an instance without `finished` is not done and is left out.
//   <like>: the data/suites/ submission whose configuration the trial repeats (agent-focused).
// Writes <instance>/ (the suite as written, without pytest's caches), generation.json
// (durationSec = finished − started) and submission.json (<like>'s, on tsb-mini 1.1, with
// `entry` and `trial`). Nothing is scored here: demo-bundles.sh runs the suites.
import fs from "node:fs";
import path from "node:path";

const [from, name, trialArg, like] = process.argv.slice(2);
if (!from || !name || !trialArg || !like) {
  console.error("usage: demo-trial-suites.mjs <session-folder> <name> <trial> <like>");
  process.exit(2);
}
const trial = Number(trialArg);
const benchmark = "tsb-mini@1.1";
const entry = `${like}-1.1`;
const out = path.join("data/suites", name);
const stamp = (file) => Number(fs.readFileSync(file, "utf8").trim());
// Left behind by `pytest --collect-only` in the session's folder; not part of the suite.
const caches = new Set(["__pycache__", ".pytest_cache", ".benchmarks"]);

const generation = {};
for (const instance of fs.readdirSync(from).sort()) {
  const dir = path.join(from, instance);
  if (!fs.existsSync(path.join(dir, "finished"))) continue;
  const target = path.join(out, instance);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(dir, "suite"), target, {
    recursive: true,
    filter: (src) => !caches.has(path.basename(src)),
  });
  generation[instance] = {
    durationSec: stamp(path.join(dir, "finished")) - stamp(path.join(dir, "started")),
  };
}
const base = JSON.parse(fs.readFileSync(path.join("data/suites", like, "submission.json"), "utf8"));
const submission = {
  ...base,
  benchmark,
  date: new Date(
    1000 *
      Math.min(
        ...fs.readdirSync(from).flatMap((i) => {
          const f = path.join(from, i, "started");
          return fs.existsSync(f) ? [stamp(f)] : [];
        }),
      ),
  )
    .toISOString()
    .slice(0, 10),
  entry,
  trial,
  notes: `${base.notes} Trial ${trial} of the entry: a fresh session with the same brief, written on tsb-mini 1.1's specs.`,
};
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, "generation.json"), JSON.stringify(generation, null, 2) + "\n");
fs.writeFileSync(path.join(out, "submission.json"), JSON.stringify(submission, null, 2) + "\n");
console.log(`${out}: ${Object.keys(generation).join(", ") || "no instance finished yet"}`);
