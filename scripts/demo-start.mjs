// `npm run demo`'s last step: serves the built site on port 3000 (PORT to change it) with one
// verification worker beside it. When TSB_UPLOAD_TOKENS is not set, it makes a random local
// upload token so that uploading can be tried, and prints it.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";

const env = { ...process.env };
const port = process.env.PORT ?? "3000";
if (!env.TSB_UPLOAD_TOKENS) {
  const token = randomBytes(24).toString("base64url");
  env.TSB_UPLOAD_TOKENS = `demo:${token}`;
  process.stdout.write(
    [
      "",
      "Uploading is on for this demo, with a token made just now (owner 'demo'):",
      `  ${token}`,
      `Paste it on http://localhost:${port}/upload, or:`,
      `  npx tsb submit <bundle> --url http://localhost:${port} --token ${token}`,
      "Set TSB_UPLOAD_TOKENS=owner:token,... to choose tokens yourself.",
      "",
    ].join("\n") + "\n",
  );
}
// The same server the deployment runs (docs/deploy.md): Next's standalone output, through
// serve.mjs with the page cache's front, which copies the browser assets beside itself when a
// build has just cleared them. It changes into its own folder, so the database and the checkout
// (whose evaluator scores uploads) are passed as absolute paths.
const root = process.cwd();
env.TSB_DB = path.resolve(env.TSB_DB ?? "data/tsb.sqlite");
env.TSB_ROOT ??= root;
env.PORT = port;
const child = spawn(process.execPath, [path.join(root, ".next/standalone/serve.mjs")], {
  env,
  stdio: "inherit",
});

// What verification needs, said before the worker starts: a sandbox, each benchmark's build
// toolchains and pytest for the sandbox's user, each missing one with the line that installs
// it. Nothing here stops the site: every figure is served as the bundles claimed it until a
// worker whose environment passes its self-check has re-run them.
const check = spawnSync(
  process.execPath,
  [path.join(root, "bin/tsb.mjs"), "worker", "--db", env.TSB_DB, "--preflight"],
  { env, encoding: "utf8" },
);
const checkLines = `${check.stdout ?? ""}${check.stderr ?? ""}`.trim();
process.stdout.write(
  check.status === 0
    ? `\nVerification: this machine can re-run the demo submissions.\n${indent(checkLines)}\n\n`
    : [
        "",
        "Verification needs more than this machine has, so the demo's submissions keep the figures",
        "their bundles claimed (the site works without verification) and their pages say",
        "'verification paused' with the reason:",
        indent(checkLines),
        "Install what is named above and restart `npm run demo` to have them re-run and verified.",
        "",
      ].join("\n") + "\n",
);

function indent(text) {
  return text
    .split("\n")
    .map((line) => `  ${line}`)
    .join("\n");
}

// One verification worker beside the site (docs/running-suites.md, "Verification"): it re-runs
// the demo bundles' suites in the background while the site already serves, so their badges
// move from "verifying n%" to "verified". It runs below the site's priority. A benchmark this
// machine cannot verify is paused by the worker's self-check, never judged; a machine without
// a sandbox gets a notice instead of unsandboxed runs.
const worker = spawn(
  process.execPath,
  [
    path.join(root, "bin/tsb.mjs"),
    "worker",
    "--db",
    env.TSB_DB,
    "--jobs",
    env.TSB_WORKER_JOBS ?? "2",
  ],
  { env, stdio: ["ignore", "inherit", "inherit"] },
);
try {
  if (worker.pid) os.setPriority(worker.pid, 10);
} catch {
  // Not allowed to lower it: the worker still runs, only at the site's priority.
}
worker.on("exit", (code, signal) => {
  if (signal === null && code !== 0)
    process.stderr.write(
      "\nThe verification worker stopped (see its message above); the site keeps serving, and\n" +
        "submissions stay 'verifying' until a worker runs: npx tsb worker --db " +
        env.TSB_DB +
        "\n\n",
    );
});

for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    worker.kill(signal);
    child.kill(signal);
  });
child.on("exit", (code, signal) => {
  worker.kill("SIGTERM");
  process.exit(code ?? (signal ? 1 : 0));
});
