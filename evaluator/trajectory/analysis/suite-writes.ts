import type { Step } from "../types.ts";
import { isAgentStep } from "./agent-steps.ts";
import { suiteFileOf } from "./paths.ts";

/** A step that wrote files of the submitted suite, and which (relative to `suite/`). */
export interface SuiteWrite {
  step: number;
  files: string[];
}

/**
 * The steps that wrote the suite's files, in order: writes whose path ends with a suite file's
 * path (paths-relative matching, paths.ts's `suiteFileOf`), so a viewer can link each to the
 * file it wrote. A file written by a script the agent ran cannot be seen here.
 */
export function suiteWrites(steps: readonly Step[], suiteFiles: readonly string[]): SuiteWrite[] {
  const out: SuiteWrite[] = [];
  for (const step of steps) {
    if (!isAgentStep(step)) continue;
    const files = new Set<string>();
    for (const f of step.files)
      if (f.access === "write") {
        const file = suiteFileOf(f.path, suiteFiles);
        if (file) files.add(file);
      }
    if (files.size > 0) out.push({ step: step.index, files: [...files].sort() });
  }
  return out;
}
