import { openSync, readSync, closeSync } from "node:fs";

/**
 * What an ELF file needs the loader to find: its program interpreter (PT_INTERP), the shared
 * libraries it names (DT_NEEDED) and where it says to look (DT_RUNPATH, DT_RPATH). Read by hand
 * from the headers: these are four fixed-layout tables, and the npm ELF readers are unmaintained
 * or parse far more (symbols, DWARF) than a dependency walk needs. Little-endian 64-bit and
 * 32-bit files; anything else (a script, a big-endian file) needs nothing.
 */
export interface ElfDeps {
  interpreter?: string;
  needed: string[];
  runpath: string[];
}

const PT_INTERP = 3;
const PT_DYNAMIC = 2;
const PT_LOAD = 1;
const DT_NEEDED = 1n;
const DT_STRTAB = 5n;
const DT_RPATH = 15n;
const DT_RUNPATH = 29n;

/** The ELF file's dependencies, or null for a file that is not a little-endian ELF. */
export function elfDeps(file: string): ElfDeps | null {
  let fd: number;
  try {
    fd = openSync(file, "r");
  } catch {
    return null;
  }
  try {
    const read = (offset: number | bigint, length: number): Buffer => {
      const buffer = Buffer.alloc(length);
      const got = readSync(fd, buffer, 0, length, Number(offset));
      return buffer.subarray(0, got);
    };
    const ident = read(0, 64);
    if (ident.length < 52 || ident.readUInt32BE(0) !== 0x7f454c46 || ident[5] !== 1) return null;
    const wide = ident[4] === 2;
    const word = (b: Buffer, at: number): bigint =>
      wide ? b.readBigUInt64LE(at) : BigInt(b.readUInt32LE(at));
    const phoff = word(ident, wide ? 0x20 : 0x1c);
    const phentsize = ident.readUInt16LE(wide ? 0x36 : 0x2a);
    const phnum = ident.readUInt16LE(wide ? 0x38 : 0x2c);
    const headers = read(phoff, phentsize * phnum);
    const loads: { vaddr: bigint; offset: bigint; size: bigint }[] = [];
    let interpreter: string | undefined;
    let dynamic: { offset: bigint; size: bigint } | undefined;
    for (let i = 0; i < phnum; i++) {
      const h = headers.subarray(i * phentsize, (i + 1) * phentsize);
      if (h.length < phentsize) break;
      const type = h.readUInt32LE(0);
      const offset = wide ? h.readBigUInt64LE(8) : BigInt(h.readUInt32LE(4));
      const vaddr = wide ? h.readBigUInt64LE(16) : BigInt(h.readUInt32LE(8));
      const filesz = wide ? h.readBigUInt64LE(32) : BigInt(h.readUInt32LE(16));
      if (type === PT_LOAD) loads.push({ vaddr, offset, size: filesz });
      if (type === PT_INTERP) interpreter = cString(read(offset, Number(filesz)), 0);
      if (type === PT_DYNAMIC) dynamic = { offset, size: filesz };
    }
    if (!dynamic) return { ...(interpreter ? { interpreter } : {}), needed: [], runpath: [] };
    const entries = read(dynamic.offset, Number(dynamic.size));
    const step = wide ? 16 : 8;
    const tags: { tag: bigint; value: bigint }[] = [];
    for (let at = 0; at + step <= entries.length; at += step) {
      const tag = word(entries, at);
      if (tag === 0n) break;
      tags.push({ tag, value: word(entries, at + step / 2) });
    }
    const strtabAddr = tags.find((t) => t.tag === DT_STRTAB)?.value;
    // DT_STRTAB holds an address: the load segment that maps it gives its place in the file.
    const load = loads.find(
      (l) => strtabAddr !== undefined && strtabAddr >= l.vaddr && strtabAddr < l.vaddr + l.size,
    );
    if (strtabAddr === undefined || !load) return { needed: [], runpath: [] };
    const strtab = strtabAddr - load.vaddr + load.offset;
    const string = (at: bigint) => cString(read(strtab + at, 4096), 0);
    return {
      ...(interpreter ? { interpreter } : {}),
      needed: tags.filter((t) => t.tag === DT_NEEDED).map((t) => string(t.value)),
      runpath: tags
        .filter((t) => t.tag === DT_RUNPATH || t.tag === DT_RPATH)
        .flatMap((t) => string(t.value).split(":"))
        .filter((p) => p.length > 0),
    };
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

function cString(buffer: Buffer, at: number): string {
  const end = buffer.indexOf(0, at);
  return buffer.toString("utf8", at, end < 0 ? buffer.length : end);
}
