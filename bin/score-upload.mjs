// The upload's scoring process (lib/upload/score-process.ts), as score-runner.ts starts it: from
// its bundle, else through tsx's loader (compiled.mjs). The module does its work on import.
import { loadEntry } from "./compiled.mjs";

await loadEntry("lib/upload/score-process.ts");
