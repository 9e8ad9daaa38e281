// The upload's scoring process (lib/upload/score-process.ts), as score-runner.ts starts it: from
// its bundle (compiled.mjs), else through tsx's loader. The module does its work on import.
import { importCompiled } from "./compiled.mjs";

if ((await importCompiled("lib/upload/score-process.ts")) === null) {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../lib/upload/score-process.ts");
}
