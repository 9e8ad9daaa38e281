import { execFile } from "node:child_process";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The text profile each run of a legacy-instrumented program writes into $GOCOVERDIR. */
export const LEGACY_PROFILE = /^tsbcover-[\w-]+\.txt$/;

/**
 * Go before 1.20 has no `go build -cover`, so tsb instruments the sources itself, as `go test
 * -cover` does: `go tool cover -mode=count` rewrites each file of package main (a `//line`
 * directive keeps the original line numbers) with a counter variable, and one added file
 * writes the counters as a text profile (`file:l1.c1,l2.c2 statements count`, the format of
 * `go tool covdata textfmt`) into $GOCOVERDIR when the program ends: on return from main, and
 * on os.Exit, whose calls in these sources are redirected to it. A panic ends the program
 * without a profile; that test then shows no lines.
 */
export async function instrumentGoLegacy(work: string): Promise<void> {
  const sources = (await readdir(work))
    .filter((f) => f.endsWith(".go") && !f.endsWith("_test.go"))
    .sort();
  const dumps: string[] = [];
  for (const [i, file] of sources.entries()) {
    const full = path.join(work, file);
    const original = await readFile(full, "utf8");
    if (!/^package main\b/m.test(original)) continue;
    const variable = `TsbCov_${i}`;
    const { stdout } = await run("go", ["tool", "cover", "-mode=count", `-var=${variable}`, full], {
      cwd: work,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, GO111MODULE: "off", GOFLAGS: "" },
    });
    let text = stdout.replace(/^func main\(\) \{/m, "func tsbCoverMain() {");
    if (text.includes("os.Exit("))
      text = `${text.replaceAll("os.Exit(", "tsbCoverExit(")}\nvar _ = os.Exit\n`;
    await writeFile(full, text);
    dumps.push(
      `\ttsbCoverWrite(f, ${JSON.stringify(file)}, ${variable}.Count[:], ${variable}.Pos[:], ${variable}.NumStmt[:])`,
    );
  }
  await writeFile(path.join(work, "tsb_cover_dump.go"), dumpFile(dumps));
}

function dumpFile(dumps: readonly string[]): string {
  return `package main

import (
\t"fmt"
\t"io"
\t"os"
)

func main() {
\ttsbCoverMain()
\ttsbCoverDump()
}

func tsbCoverExit(code int) {
\ttsbCoverDump()
\tos.Exit(code)
}

func tsbCoverDump() {
\tdir := os.Getenv("GOCOVERDIR")
\tif dir == "" {
\t\treturn
\t}
\t_ = os.MkdirAll(dir, 0o777)
\tf, err := os.CreateTemp(dir, "tsbcover-*.txt")
\tif err != nil {
\t\treturn
\t}
\tdefer f.Close()
\tfmt.Fprintln(f, "mode: count")
${dumps.join("\n")}
}

func tsbCoverWrite(f io.Writer, name string, count []uint32, pos []uint32, stmts []uint16) {
\tfor i := range count {
\t\tfmt.Fprintf(f, "%s:%d.%d,%d.%d %d %d\\n", name, pos[3*i], pos[3*i+2]&0xFFFF, pos[3*i+1], pos[3*i+2]>>16, stmts[i], count[i])
\t}
}
`;
}
