/**
 * Builders for the archives the bundle tests open, hostile ones included. Zips are written by
 * Python's zipfile (which, unlike the `zip` command, stores any name it is given); tars by
 * tar-stream. Used by tests only.
 */
import { execFileSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import tar from "tar-stream";

export interface ArchiveEntry {
  name: string;
  data?: string | Buffer;
  /** For zips: this many zero bytes as the content (a bomb), built by Python itself. */
  zeros?: number;
  type?: "file" | "directory" | "symlink" | "link";
  /** Target of a symlink or hardlink. */
  linkname?: string;
}

const zipScript = `
import json, sys, zipfile
spec = json.load(sys.stdin)
with zipfile.ZipFile(spec["out"], "w", zipfile.ZIP_DEFLATED) as z:
    for e in spec["entries"]:
        info = zipfile.ZipInfo(e["name"])
        info.compress_type = zipfile.ZIP_DEFLATED
        if e.get("type") == "symlink":
            info.external_attr = (0o120777 << 16)
            z.writestr(info, e["linkname"])
        elif e.get("type") == "directory":
            info.external_attr = (0o040755 << 16) | 0x10
            z.writestr(info, b"")
        else:
            info.external_attr = (0o100644 << 16)
            data = bytes(e["zeros"]) if "zeros" in e else bytes.fromhex(e["hex"])
            z.writestr(info, data)
`;

/** A zip holding `entries`, written by Python's zipfile to `out`. */
export function writeZip(out: string, entries: ArchiveEntry[]): void {
  const spec = {
    out,
    entries: entries.map((e) => ({ ...e, hex: Buffer.from(e.data ?? "").toString("hex") })),
  };
  execFileSync("python3", ["-W", "ignore", "-c", zipScript], { input: JSON.stringify(spec) });
}

/** A tar (gzipped unless `gzip` is false) holding `entries`, written by tar-stream. */
export async function tarBuffer(entries: ArchiveEntry[], gzip = true): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const done = (async () => {
    for await (const chunk of pack) chunks.push(chunk as Buffer);
  })();
  for (const e of entries) {
    const type = e.type ?? "file";
    if (type === "file") {
      pack.entry({ name: e.name, type }, Buffer.from(e.data ?? ""));
    } else {
      pack.entry({ name: e.name, type, linkname: e.linkname });
    }
  }
  pack.finalize();
  await done;
  const archive = Buffer.concat(chunks);
  return gzip ? gzipSync(archive) : archive;
}
