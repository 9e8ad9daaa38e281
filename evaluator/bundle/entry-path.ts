/**
 * Turns an archive entry name into a safe posix path relative to the bundle root, or says why
 * it cannot be one. Every `..` is refused, even one that would stay inside (`a/../b`): no
 * legitimate bundle writer produces them, and refusing is simpler to trust than resolving.
 */
export function normalizeEntryPath(raw: string): { path: string } | { problem: string } {
  if (raw.includes("\0")) return { problem: "entry name contains a NUL byte" };
  if (raw.includes("\\")) return { problem: "entry name uses a backslash; archives use /" };
  if (raw.startsWith("/") || /^[A-Za-z]:/.test(raw)) {
    return { problem: "absolute path; entries must be relative to the bundle root" };
  }
  const segments: string[] = [];
  for (const segment of raw.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") return { problem: "path escapes the bundle root (..)" };
    segments.push(segment);
  }
  return { path: segments.join("/") };
}

/** Strict UTF-8 decoding of a raw name; undefined when the bytes are not UTF-8. */
export function decodeUtf8Name(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
