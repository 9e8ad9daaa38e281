import { lstat, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { createGzip } from "node:zlib";
import type { Command } from "commander";
import tar from "tar-stream";
import { ProblemsError, TsbError, UsageError, type Problem } from "../../evaluator/errors.ts";
import { terminalSafe } from "../terminal-text.ts";

interface SubmitFlags {
  url: string;
  token?: string;
}

/** The server answered, but not with a stored submission (exit 1; network failures too). */
class SubmitError extends TsbError {}

/**
 * `tsb submit`: uploads a bundle to a site's `POST /api/submissions`. Exit 0 when stored (201)
 * and also when the same bytes were already stored (409: re-submitting is harmless, so scripts
 * may retry); 1 with one problem per line when the site refuses the bundle (422) or on any other
 * failure; 2 for a usage error. A folder is packed into a .tar.gz in memory first.
 */
export function register(program: Command): void {
  program
    .command("submit")
    .description("upload a result bundle to a TestSuiteBench Explorer site")
    .argument("<bundle>", "the result bundle: a .zip, a .tar.gz or a folder (packed as .tar.gz)")
    .requiredOption("--url <site>", "the site, e.g. http://localhost:3000")
    .option("--token <token>", "upload token (default: $TSB_TOKEN)")
    .action(async (bundlePath: string, flags: SubmitFlags) => {
      const token = flags.token ?? process.env.TSB_TOKEN;
      if (!token) throw new UsageError("--token (or $TSB_TOKEN) is required");
      let endpoint: URL;
      try {
        endpoint = new URL("/api/submissions", flags.url);
      } catch {
        throw new UsageError(`--url: not a URL: '${flags.url}'`);
      }
      const { body, name } = await readBundle(bundlePath);
      const response = await fetch(endpoint, {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/octet-stream",
          "x-filename": name,
        },
        body: new Uint8Array(body),
      }).catch((error: Error) => {
        throw new SubmitError(`could not reach ${endpoint.origin}: ${error.message}`);
      });
      const answer = (await response.json().catch(() => ({}))) as {
        id?: number;
        url?: string;
        problems?: Problem[];
        error?: string;
      };
      const page = answer.url ? new URL(answer.url, endpoint).toString() : `#${answer.id}`;
      // Everything below quotes the server's answer: the CLI entry strips it as it prints
      // errors; what is printed here is stripped the same way.
      if (response.status === 201) {
        process.stdout.write(`${terminalSafe(page)}\n`);
      } else if (response.status === 409) {
        process.stdout.write(terminalSafe(`already stored as #${answer.id}: ${page}`) + "\n");
      } else if (response.status === 422 && answer.problems) {
        throw new ProblemsError(answer.problems);
      } else {
        throw new SubmitError(
          `${endpoint.origin} answered ${response.status}: ${answer.error ?? response.statusText}`,
        );
      }
    });
}

async function readBundle(bundlePath: string): Promise<{ body: Buffer; name: string }> {
  const info = await lstat(bundlePath).catch(() => {
    throw new UsageError(`${bundlePath}: no such file or folder`);
  });
  const name = path.basename(path.resolve(bundlePath));
  if (!info.isDirectory()) return { body: await readFile(bundlePath), name };
  return { body: await packFolder(bundlePath), name: `${name}.tar.gz` };
}

/** A .tar.gz of the folder's files, paths relative to it; symlinks are refused, as the site would. */
export async function packFolder(root: string): Promise<Buffer> {
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) throw new UsageError(`${full}: symlinks cannot be uploaded`);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) files.push(full);
    }
  };
  await walk(root);
  const pack = tar.pack();
  const gzip = pack.pipe(createGzip());
  const chunks: Buffer[] = [];
  const done = (async () => {
    for await (const chunk of gzip) chunks.push(chunk as Buffer);
  })();
  for (const file of files) {
    const name = path.relative(root, file).split(path.sep).join("/");
    // The file's own mtime, not now: the same folder packs to the same bytes, so a second
    // submit is recognised as already stored.
    const { mtime } = await lstat(file);
    pack.entry({ name, mode: 0o644, mtime }, await readFile(file));
  }
  pack.finalize();
  await done;
  return Buffer.concat(chunks);
}
