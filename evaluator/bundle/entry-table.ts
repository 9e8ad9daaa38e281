import { BundleError } from "../errors.ts";
import { normalizeEntryPath } from "./entry-path.ts";
import type { BundleLimits } from "./limits.ts";

export interface TableFile<T> {
  size: number;
  source: T;
}

/**
 * Collects an archive's entries while enforcing the path rules and the count and size limits,
 * then yields the files keyed by their path under the bundle root. Each problem is thrown at
 * once as a `BundleError` naming the entry as the archive spells it.
 */
export class EntryTable<T> {
  private readonly files = new Map<string, TableFile<T>>();
  private readonly directories = new Set<string>();
  private entries = 0;
  private totalBytes = 0;

  constructor(private readonly limits: BundleLimits) {}

  /** Counts and checks an entry, returning its normalised path. */
  private admit(rawName: string): string {
    if (++this.entries > this.limits.maxEntries) {
      throw problem(rawName, `more than ${this.limits.maxEntries} entries in the bundle`);
    }
    const normalized = normalizeEntryPath(rawName);
    if ("problem" in normalized) throw problem(rawName, normalized.problem);
    return normalized.path;
  }

  addDirectory(rawName: string): void {
    const path = this.admit(rawName);
    if (path === "") return;
    if (this.files.has(path)) throw problem(rawName, "folder has the same path as a file");
    this.directories.add(path);
  }

  addFile(rawName: string, size: number, source: T): string {
    const path = this.admit(rawName);
    if (path === "") throw problem(rawName, "file entry has an empty name");
    if (this.files.has(path)) throw problem(rawName, "duplicate entry");
    if (this.directories.has(path)) throw problem(rawName, "file has the same path as a folder");
    // Checked as entries arrive, so that extraction never meets the clash on disk.
    for (let i = path.indexOf("/"); i !== -1; i = path.indexOf("/", i + 1)) {
      const parent = path.slice(0, i);
      if (this.files.has(parent)) throw problem(rawName, "path runs through a file");
      this.directories.add(parent);
    }
    if (size > this.limits.maxFileBytes) {
      throw problem(
        rawName,
        `file is ${size} bytes, over the ${this.limits.maxFileBytes}-byte limit`,
      );
    }
    this.totalBytes += size;
    if (this.totalBytes > this.limits.maxTotalBytes) {
      throw problem(rawName, `bundle unpacks to more than ${this.limits.maxTotalBytes} bytes`);
    }
    this.files.set(path, { size, source });
    return path;
  }

  /**
   * The files, sorted by path, with a single top folder stripped when every file sits under the
   * same one (an archive of `my-run/` rather than of its contents).
   */
  finish(): Map<string, TableFile<T>> {
    const paths = [...this.files.keys()].sort();
    const tops = new Set(paths.map((p) => (p.includes("/") ? p.slice(0, p.indexOf("/")) : "")));
    const [top] = tops;
    const strip = tops.size === 1 && top !== undefined && top !== "" ? top.length + 1 : 0;
    const result = new Map<string, TableFile<T>>();
    let storedText = 0;
    for (const path of paths) {
      const file = this.files.get(path)!;
      const inside = path.slice(strip);
      if (STORED_TEXT.test(inside)) {
        storedText += file.size;
        if (storedText > this.limits.maxStoredTextBytes) {
          throw problem(
            inside,
            `suite/ and logs/ files total more than ${this.limits.maxStoredTextBytes} bytes, the cap on sources and logs stored per submission`,
          );
        }
      }
      result.set(inside, file);
    }
    return result;
  }
}

/** Files a stored submission keeps as text: the suite's sources and the runs' logs. */
const STORED_TEXT = /^instances\/[^/]+\/(suite|logs)\//;

export function problem(file: string, message: string): BundleError {
  return new BundleError([{ file, message }]);
}
