import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface LlvmTools {
  /** Why Rust coverage cannot work here, when it cannot. */
  missing?: string;
  profdata?: string;
  cov?: string;
  /** Runs the instrumented program once and merges its profile: the tools' version must match rustc's LLVM. */
  probe(executable: string): Promise<string | undefined>;
}

/**
 * llvm-profdata and llvm-cov for rustc's profiles: rustup's llvm-tools (same LLVM as rustc)
 * first, then PATH. A profile from a newer LLVM than the tools' cannot be read, which the
 * probe finds out on the real program rather than by comparing version strings.
 */
export async function findLlvmTools(): Promise<LlvmTools> {
  const sysroot = await run("rustc", ["--print", "sysroot"], { timeout: 10_000 }).then(
    (r) => r.stdout.trim(),
    () => null,
  );
  if (sysroot === null)
    return { missing: "rustc is not installed", probe: () => Promise.resolve(undefined) };
  const inRustlib = async (name: string): Promise<string | undefined> => {
    const rustlib = path.join(sysroot, "lib", "rustlib");
    for (const target of await readdir(rustlib).catch(() => [] as string[])) {
      const file = path.join(rustlib, target, "bin", name);
      if (existsSync(file)) return file;
    }
    return undefined;
  };
  // A PATH lookup, not `--version`: LLVM 14's llvm-profdata has no such option.
  const onPath = (name: string): Promise<string | undefined> =>
    Promise.resolve(
      (process.env.PATH ?? "")
        .split(":")
        .map((dir) => path.join(dir, name))
        .find((file) => existsSync(file)),
    );
  const profdata = (await inRustlib("llvm-profdata")) ?? (await onPath("llvm-profdata"));
  const cov = (await inRustlib("llvm-cov")) ?? (await onPath("llvm-cov"));
  const rustcLlvm = await run("rustc", ["--version", "--verbose"], { timeout: 10_000 }).then(
    (r) => r.stdout.match(/LLVM version: (\S+)/)?.[1] ?? "?",
    () => "?",
  );
  if (!profdata || !cov)
    return {
      missing: `llvm-profdata and llvm-cov are not installed (rustup component add llvm-tools gives ones matching rustc's LLVM ${rustcLlvm})`,
      probe: () => Promise.resolve(undefined),
    };
  return {
    profdata,
    cov,
    probe: async (executable) => {
      const dir = await mkdtemp(path.join(os.tmpdir(), "tsb-llvm-probe-"));
      try {
        await run(executable, [], {
          timeout: 5_000,
          env: { ...process.env, LLVM_PROFILE_FILE: path.join(dir, "probe-%p.profraw") },
        }).catch(() => undefined);
        const raw = (await readdir(dir)).filter((f) => f.endsWith(".profraw"));
        if (raw.length === 0)
          return "the coverage build of the reference wrote no LLVM profile (.profraw)";
        const merged = await run(
          profdata,
          [
            "merge",
            "-sparse",
            ...raw.map((f) => path.join(dir, f)),
            "-o",
            path.join(dir, "p.profdata"),
          ],
          { timeout: 30_000 },
        ).then(
          () => null,
          // "warning: <file>: unsupported instrumentation profile format version": the reason.
          (error: { stderr?: string }) =>
            ((error.stderr ?? "").trim().split("\n")[0] ?? "").split(": ").pop() || "failed",
        );
        return merged === null
          ? undefined
          : `${profdata} cannot read the profiles of rustc's LLVM ${rustcLlvm} ("${merged}"); rustup component add llvm-tools installs a matching llvm-profdata`;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
