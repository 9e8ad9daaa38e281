import { isUtf8 } from "node:buffer";

/**
 * Turning a JUnit file's bytes into text, in the encoding its XML declaration names (XML 1.0,
 * section 4.3.3 and appendix F): a byte-order mark first, then the UTF-16 signature of `<?`,
 * then `encoding="…"`, else UTF-8.
 *
 * Written here rather than taken from TextDecoder alone because TextDecoder cannot say *where*
 * a bad byte is, and an error must name the line and column; and because the WHATWG decoders
 * it implements read "ISO-8859-1" as windows-1252 and accept windows-1252's five unassigned
 * bytes, which libxml2 and the standards reject or read differently.
 */
export type XmlEncoding =
  "UTF-8" | "UTF-16LE" | "UTF-16BE" | "ISO-8859-1" | "windows-1252" | "US-ASCII";

export interface SniffedEncoding {
  encoding: XmlEncoding;
  /** Bytes of byte-order mark to skip. */
  skip: number;
}

/** The problem with a declared encoding we cannot read, and where its name starts. */
export interface UnsupportedEncoding {
  unsupported: string;
  message: string;
  /** 0-based offset of the name in the bytes (the declaration is ASCII). */
  offset: number;
}

/** Enough of the file's start to find the XML declaration. */
export const SNIFF_BYTES = 1024;

const labels: Record<string, XmlEncoding> = {
  "utf-8": "UTF-8",
  utf8: "UTF-8",
  "iso-8859-1": "ISO-8859-1",
  iso8859_1: "ISO-8859-1",
  "iso_8859-1": "ISO-8859-1",
  latin1: "ISO-8859-1",
  "latin-1": "ISO-8859-1",
  l1: "ISO-8859-1",
  "iso-ir-100": "ISO-8859-1",
  cp819: "ISO-8859-1",
  "windows-1252": "windows-1252",
  cp1252: "windows-1252",
  "x-cp1252": "windows-1252",
  "us-ascii": "US-ASCII",
  ascii: "US-ASCII",
};

const declaration = /^<\?xml\s[^>]*?\bencoding\s*=\s*(["'])([^"']*)\1/;

/** Decides the encoding from the first bytes of a file (at least SNIFF_BYTES, or all of it). */
export function sniffEncoding(head: Uint8Array): SniffedEncoding | UnsupportedEncoding {
  const [b0, b1, b2, b3] = head;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return { encoding: "UTF-8", skip: 3 };
  if (b0 === 0xff && b1 === 0xfe) return { encoding: "UTF-16LE", skip: 2 };
  if (b0 === 0xfe && b1 === 0xff) return { encoding: "UTF-16BE", skip: 2 };
  if (b0 === 0x3c && b1 === 0 && b2 === 0x3f && b3 === 0) return { encoding: "UTF-16LE", skip: 0 };
  if (b0 === 0 && b1 === 0x3c && b2 === 0 && b3 === 0x3f) return { encoding: "UTF-16BE", skip: 0 };
  const text = Buffer.from(head.buffer, head.byteOffset, Math.min(head.length, SNIFF_BYTES));
  const match = declaration.exec(text.toString("latin1"));
  const name = match?.[2];
  if (name === undefined || match === null) return { encoding: "UTF-8", skip: 0 };
  const encoding = labels[name.toLowerCase()];
  if (encoding !== undefined) return { encoding, skip: 0 };
  const offset = match[0].length - name.length - 1;
  const message = /^(utf-16|ucs-2|utf-16le|utf-16be)$/i.test(name)
    ? `encoding '${name}' is declared but the file has no byte-order mark and does not start with '<?' in UTF-16`
    : `encoding '${name}' is not supported (UTF-8, UTF-16, ISO-8859-1, windows-1252 and US-ASCII are)`;
  return { unsupported: name, message, offset };
}

/** The text decoded so far, and whether decoding stopped at a byte that does not fit. */
export interface Decoded {
  text: string;
  /** Set when the bytes after `text` do not fit the encoding; the error is there. */
  invalid?: string;
}

/**
 * A decoder for one file, fed chunk by chunk (a whole file is one chunk with `final` true).
 * A sequence cut by a chunk boundary is carried into the next chunk.
 */
export class XmlDecoder {
  private carry: Buffer = Buffer.alloc(0);
  private readonly fallback: TextDecoder | undefined;

  constructor(readonly encoding: XmlEncoding) {
    if (encoding === "windows-1252") this.fallback = new TextDecoder("windows-1252");
  }

  decode(chunk: Uint8Array | undefined, final: boolean): Decoded {
    const fresh = chunk === undefined ? Buffer.alloc(0) : toBuffer(chunk);
    const bytes = this.carry.length === 0 ? fresh : Buffer.concat([this.carry, fresh]);
    this.carry = Buffer.alloc(0);
    switch (this.encoding) {
      case "UTF-8":
        return this.utf8(bytes, final);
      case "UTF-16LE":
      case "UTF-16BE":
        return this.utf16(bytes, final);
      case "ISO-8859-1":
        return { text: bytes.toString("latin1") };
      case "US-ASCII":
        return singleByte(
          bytes,
          (b) => b < 0x80,
          (b) => b.toString("latin1"),
          "US-ASCII",
        );
      case "windows-1252":
        return singleByte(
          bytes,
          (b) => !cp1252Unassigned.has(b),
          (b) => (this.fallback as TextDecoder).decode(b),
          "windows-1252",
        );
    }
  }

  private utf8(bytes: Buffer, final: boolean): Decoded {
    const end = final ? bytes.length : completeUtf8Length(bytes);
    if (end < bytes.length) this.carry = Buffer.from(bytes.subarray(end));
    const whole = end === bytes.length ? bytes : bytes.subarray(0, end);
    if (isUtf8(whole)) return { text: whole.toString("utf8") };
    const bad = firstInvalidUtf8(whole);
    return {
      text: whole.toString("utf8", 0, bad),
      invalid: `byte 0x${hex(whole[bad] ?? 0)} is not valid UTF-8`,
    };
  }

  private utf16(bytes: Buffer, final: boolean): Decoded {
    let end = bytes.length & ~1;
    const little = this.encoding === "UTF-16LE";
    const unit = (i: number) =>
      little
        ? (bytes[i] ?? 0) | ((bytes[i + 1] ?? 0) << 8)
        : ((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0);
    // A high surrogate at the end of a chunk waits for its pair.
    if (!final && end >= 2 && (unit(end - 2) & 0xfc00) === 0xd800) end -= 2;
    if (!final) this.carry = Buffer.from(bytes.subarray(end));
    let bad = -1;
    for (let i = 0; i < end; i += 2) {
      const u = unit(i);
      if ((u & 0xfc00) === 0xd800) {
        if (i + 2 < end && (unit(i + 2) & 0xfc00) === 0xdc00) {
          i += 2;
          continue;
        }
        bad = i;
        break;
      }
      if ((u & 0xfc00) === 0xdc00) {
        bad = i;
        break;
      }
    }
    const stop = bad === -1 ? end : bad;
    const slice = Buffer.from(bytes.subarray(0, stop));
    if (!little) slice.swap16();
    const text = slice.toString("utf16le");
    if (bad !== -1)
      return { text, invalid: `unpaired surrogate 0x${hex(unit(bad), 4)} is not valid UTF-16` };
    if (final && end < bytes.length)
      return { text, invalid: "the file ends inside a UTF-16 code unit" };
    return { text };
  }
}

/** windows-1252 leaves these five bytes unassigned. */
const cp1252Unassigned = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

function singleByte(
  bytes: Buffer,
  fits: (byte: number) => boolean,
  decode: (bytes: Buffer) => string,
  name: string,
): Decoded {
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] ?? 0;
    if (!fits(byte))
      return {
        text: decode(bytes.subarray(0, i)),
        invalid: `byte 0x${hex(byte)} is not valid ${name}`,
      };
  }
  return { text: decode(bytes) };
}

/** Length of `bytes` without a multi-byte sequence that the end cuts short. */
function completeUtf8Length(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let back = 1; back <= Math.min(3, n); back++) {
    const byte = bytes[n - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // continuation byte: look further back
    const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return need > back ? n - back : n;
  }
  return n;
}

/** Offset of the first byte that starts no valid UTF-8 sequence (RFC 3629). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    let cp: number;
    if (b >= 0xc2 && b <= 0xdf) [need, min, cp] = [1, 0x80, b & 0x1f];
    else if (b >= 0xe0 && b <= 0xef) [need, min, cp] = [2, 0x800, b & 0x0f];
    else if (b >= 0xf0 && b <= 0xf4) [need, min, cp] = [3, 0x10000, b & 0x07];
    else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return bytes.length;
}

function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function hex(value: number, width = 2): string {
  return value.toString(16).toUpperCase().padStart(width, "0");
}
