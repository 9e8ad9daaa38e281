import { appendFile, chmod, copyFile, mkdir, open, utimes } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import path from "node:path";

/**
 * Writes tsb's pytest plugin (pytest-plugin/tsb_select.py) into `dir`/plugin and returns that
 * folder. A copy in the runner's scratch folder, because every sandbox's user must read it:
 * the checkout may sit in a home the suite's uid cannot enter.
 */
export async function writePytestPlugin(dir: string): Promise<string> {
  const target = path.join(dir, "plugin");
  await mkdir(target, { recursive: true, mode: 0o755 });
  await copyFile(
    new URL("./pytest-plugin/tsb_select.py", import.meta.url),
    path.join(target, "tsb_select.py"),
  );
  await chmod(target, 0o755);
  await chmod(path.join(target, "tsb_select.py"), 0o644);
  return target;
}

/** A run folder's name: random, so no count of runs shows in the sandbox's mount table. */
export function runFolder(scratch: string): string {
  return path.join(scratch, randomBytes(12).toString("hex"));
}

/**
 * Makes the run's copy of the executable something a suite can run but not fingerprint: the
 * run's salt appended (its size and hash differ in every run), mode 0111 for a compiled program
 * (the kernel then also makes the process non-dumpable, so /proc/<pid>/mem and exe are closed
 * too), 0555 for a script, which its interpreter must read. The salt of a script is a comment
 * line, so it changes no behaviour. Its times are set now, like the suite's fresh copy.
 */
export async function hideExecutable(file: string, salt: Buffer | undefined): Promise<void> {
  const head = Buffer.alloc(256);
  const handle = await open(file, "r");
  const { bytesRead } = await handle.read(head, 0, head.length, 0).finally(() => handle.close());
  const start = head.subarray(0, bytesRead);
  const script = start.subarray(0, 2).toString("latin1") === "#!";
  if (salt !== undefined && salt.byteLength > 0) {
    if (!script) await appendFile(file, salt);
    else {
      const shebang = start.toString("latin1").split("\n")[0] ?? "";
      const comment = /\b(node|nodejs|deno|bun)\b/.test(shebang) ? "//" : "#";
      await appendFile(file, `\n${comment} ${salt.toString("hex").slice(0, salt.byteLength)}\n`);
    }
  }
  await chmod(file, script ? 0o555 : 0o111);
  const now = new Date();
  await utimes(file, now, now);
}
