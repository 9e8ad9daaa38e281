import type { Readable } from "node:stream";
import { problem, type TableFile } from "./entry-table.ts";

/** Read access to a result bundle, whatever it was packed as. */
export interface BundleReader {
  /** What to call the bundle in messages (its path or upload name). */
  readonly label: string;
  /** Archive: sha256 of its bytes. Folder: sha256 over its sorted (path, content sha256) pairs. */
  readonly sha256: string;
  /** Posix paths of the files, relative to the bundle root, sorted; a single top folder is stripped. */
  list(): string[];
  has(path: string): boolean;
  /** Uncompressed size in bytes. */
  size(path: string): number;
  read(path: string): Promise<Buffer>;
  stream(path: string): Readable;
  /** Releases the archive and removes any temporary extraction. */
  close(): Promise<void>;
}

/** A reader over a fixed table of files, each opened on demand by `open`. */
export class TableBundleReader<T> implements BundleReader {
  private readonly paths: string[];
  private digest: string | (() => string);

  constructor(
    readonly label: string,
    /** The digest, or how to compute it on first use (a folder's means reading every file). */
    sha256: string | (() => string),
    private readonly files: Map<string, TableFile<T>>,
    private readonly open: (source: T, path: string) => Readable,
    private readonly release: () => Promise<void>,
    /** Reads a whole file at once, when the source allows something faster than streaming. */
    private readonly readWhole?: (source: T) => Promise<Buffer>,
  ) {
    this.paths = [...files.keys()];
    this.digest = sha256;
  }

  get sha256(): string {
    if (typeof this.digest === "function") this.digest = this.digest();
    return this.digest;
  }

  list(): string[] {
    return this.paths.slice();
  }

  has(path: string): boolean {
    return this.files.has(path);
  }

  size(path: string): number {
    return this.file(path).size;
  }

  async read(path: string): Promise<Buffer> {
    if (this.readWhole) return this.readWhole(this.file(path).source);
    const chunks: Buffer[] = [];
    for await (const chunk of this.stream(path)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  stream(path: string): Readable {
    return this.open(this.file(path).source, path);
  }

  close(): Promise<void> {
    return this.release();
  }

  private file(path: string): TableFile<T> {
    const file = this.files.get(path);
    if (file === undefined) throw problem(path, `not in bundle ${this.label}`);
    return file;
  }
}
