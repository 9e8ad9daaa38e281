import { createHash } from "node:crypto";
import type { BundleReader } from "./bundle-reader.ts";

/**
 * Files an archiver adds on its own, never part of what was submitted: macOS's resource forks
 * (`__MACOSX/`, `._name`) and folder settings (`.DS_Store`), Windows' thumbnail cache.
 */
const ARCHIVER_JUNK = /(^|\/)(__MACOSX\/|\._[^/]*$|\.DS_Store$|Thumbs\.db$|desktop\.ini$)/;

/**
 * sha256 of what a bundle holds, whatever it was packed as: over "path\0sha256(content)\n"
 * lines, sorted by path, leaving out archiver junk. The same files zipped, tarred or as a
 * folder give the same digest, so re-packing a submission does not make it a new one. For a
 * folder without such files it equals the folder's own digest (folder-bundle.ts), so folders
 * stored before this digest existed are still recognised.
 */
export async function contentDigest(bundle: BundleReader): Promise<string> {
  const total = createHash("sha256");
  // list() is sorted by path, as the folder digest's lines are.
  for (const path of bundle.list()) {
    if (ARCHIVER_JUNK.test(path)) continue;
    const content = createHash("sha256").update(await bundle.read(path));
    total.update(`${path}\0${content.digest("hex")}\n`);
  }
  return total.digest("hex");
}

/**
 * The digests a stored submission may be known by: the bundle's own (an archive's bytes, as
 * submissions stored before content digests were) and its content digest.
 */
export async function bundleDigests(bundle: BundleReader): Promise<{
  bytes: string;
  content: string;
}> {
  return { bytes: bundle.sha256, content: await contentDigest(bundle) };
}
