import { ImageError } from "../../evaluator/environment/image-error.ts";
import { TamperedExecutableError } from "../../evaluator/runner/execute-run.ts";
import {
  describeFault,
  findMachineFault,
  type MachineFault,
} from "../../evaluator/verify/machine-fault.ts";
import { JobFailure } from "./prepare-job.ts";

/** What every suite command needs whatever its own words: the shells and interpreters. */
const ALWAYS_NEEDED = ["sh", "bash", "python3", "python", "node", "pytest"];

/**
 * The fault of the machine a run's log shows, counting only what the worker provides: the
 * sandbox, the shells and interpreters, and the programs and modules the suite command names
 * (`python3 -m pytest …`). A suite that imports a module the benchmark does not provide fails
 * on its own account, so `No module named hypothesis` is not the machine's.
 */
export function environmentFault(log: string, command: string): MachineFault | null {
  const fault = findMachineFault(log);
  if (fault === null) return null;
  if (fault.kind === "sandbox") return fault;
  if (fault.kind === "missing-library") return null;
  const named = new Set([...ALWAYS_NEEDED, ...command.split(/[\s/]+/).filter(Boolean)]);
  return named.has(fault.what) ? fault : null;
}

/**
 * A job's preparation or run failed for the machine's reason: its build met a missing
 * toolchain or module, or an executable in the build cache no longer has the hash its manifest
 * records (nothing a suite can write reaches the cache), or its declared image cannot be used.
 */
export function machineFaultIn(error: unknown): { reason: string; fix: string | null } | null {
  if (error instanceof TamperedExecutableError)
    return {
      reason: `the build cache no longer matches its manifest: ${error.message}`,
      fix: null,
    };
  // Absent (under --env image), of another digest, or unusable: no job of the benchmark can be
  // judged here until the image is replaced.
  if (error instanceof ImageError)
    return {
      reason: `the benchmark's environment image cannot be used here: ${error.message}`,
      fix: error.fix,
    };
  const fault = error instanceof JobFailure ? findMachineFault(error.message) : null;
  return fault && { reason: describeFault(fault), fix: fault.fix };
}
