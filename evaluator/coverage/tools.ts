import type { CoverageTool } from "./types.ts";

/**
 * How each language's reference gets its coverage: the tool, the variable its instrumented
 * program reads for where to write (the suite's subprocesses inherit it, and tsb's pytest plugin
 * points it at a folder per test), and the compiler wrappers a coverage build puts first on
 * PATH. Wrappers rather than edits to build.sh: every build.sh that calls the usual compiler
 * gets a coverage build without a change, as ccache or scan-build wrap a build, and a build.sh
 * that wants its own coverage flags reads TSB_VARIANT=coverage.
 */
export interface CoverageToolSpec {
  tool: CoverageTool;
  /** The environment variable naming the output folder (or file pattern's folder). */
  variable: string;
  /** A file name pattern appended to the folder (LLVM_PROFILE_FILE names a file). */
  pattern?: string;
  /** Fixed variables of the coverage run. */
  env?: Record<string, string>;
  /** Compiler name → the flags its wrapper adds (after the build's own, so they win). */
  wrappers: Record<string, string[]>;
}

const GCOV: CoverageToolSpec = {
  tool: "gcov",
  variable: "GCOV_PREFIX",
  // gcda files go to $GCOV_PREFIX/<basename>: more components than any build folder has.
  env: { GCOV_PREFIX_STRIP: "64" },
  wrappers: Object.fromEntries(
    ["cc", "gcc", "c99", "c11"].map((cc) => [cc, ["--coverage", "-O0"]]),
  ),
};

export function coverageToolFor(language: string | null): CoverageToolSpec | undefined {
  switch (language?.toLowerCase()) {
    case "c":
      return GCOV;
    case "javascript":
    case "node":
    case "typescript":
      // V8 needs no build: the interpreter writes coverage where NODE_V8_COVERAGE says.
      return { tool: "v8", variable: "NODE_V8_COVERAGE", wrappers: {} };
    case "go":
      return { tool: "go-cover", variable: "GOCOVERDIR", wrappers: { go: ["-cover"] } };
    case "rust":
      return {
        tool: "llvm-cov",
        variable: "LLVM_PROFILE_FILE",
        pattern: "%p-%m.profraw",
        wrappers: { rustc: ["-C", "instrument-coverage", "-C", "opt-level=0"] },
      };
    default:
      return undefined;
  }
}

/**
 * A wrapper script for `name` that runs the next `name` on PATH after the wrapper's folder with
 * `flags` added. For `go`, the flags go after the `build` subcommand.
 */
export function wrapperScript(name: string, flags: readonly string[], wrapperDir: string): string {
  const quoted = flags.map((f) => `'${f}'`).join(" ");
  const find = `real=$(PATH=$(printf %s "$PATH" | tr ':' '\\n' | grep -vxF '${wrapperDir}' | paste -sd:) command -v ${name})`;
  const exec =
    name === "go"
      ? `if [ "$1" = build ]; then shift; exec "$real" build ${quoted} "$@"; fi\nexec "$real" "$@"`
      : `exec "$real" "$@" ${quoted}`;
  return `#!/bin/sh\n# tsb coverage build: ${name} with ${flags.join(" ")}\n${find}\n${exec}\n`;
}
