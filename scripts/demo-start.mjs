// `npm run demo`'s last step: serves the built site on port 3000. When TSB_UPLOAD_TOKENS is not
// set, it makes a random local upload token so that uploading can be tried, and prints it.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";

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
const next = createRequire(import.meta.url).resolve("next/dist/bin/next");
const child = spawn(process.execPath, [next, "start", "-p", port], {
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
