import { findMachineFault, type MachineFault } from "../../evaluator/verify/machine-fault.ts";

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
