// Worker thread of ParsePool (parse-pool.ts). Plain JavaScript because a worker starts without
// the parent's TypeScript loader: it registers tsx itself, as bin/tsb.mjs does, then parses.
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { parseJUnit } = await import("../junit/parse-junit.ts");
const { ProblemsError } = await import("../errors.ts");

parentPort.on("message", async ({ id, file, bytes, mode, messageCap, limits }) => {
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // keep: "failures" lets the reader drop passed cases unread; the filter below stays for "all".
    const result = await parseJUnit(buffer, file, {
      ...limits,
      keep: mode,
      ...(messageCap === undefined ? {} : { messageCap }),
    });
    const cases = [];
    for (const testCase of result.cases.values()) {
      if (mode === "all" || testCase.outcome === "failed") cases.push(testCase);
    }
    parentPort.postMessage({ id, ok: true, cases, suiteErrors: result.suiteErrors ?? [] });
  } catch (error) {
    if (error instanceof ProblemsError)
      parentPort.postMessage({ id, ok: false, problems: error.problems });
    else
      parentPort.postMessage({
        id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
  }
});
