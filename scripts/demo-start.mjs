// `npm run demo`'s last step: serves the built site on port 3000 (PORT to change it). When TSB_UPLOAD_TOKENS is not
// set, it makes a random local upload token so that uploading can be tried, and prints it.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync } from "node:fs";
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
// The same server the deployment runs (docs/deploy.md): Next's standalone output. It serves the
// built browser assets from beside itself, and it changes into its own folder, so the database
// and the checkout (whose evaluator scores uploads) are passed as absolute paths.
const root = process.cwd();
cpSync(path.join(root, ".next/static"), path.join(root, ".next/standalone/.next/static"), {
  recursive: true,
});
env.TSB_DB = path.resolve(env.TSB_DB ?? "data/tsb.sqlite");
env.TSB_ROOT ??= root;
env.PORT = port;
const child = spawn(process.execPath, [path.join(root, ".next/standalone/server.js")], {
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
