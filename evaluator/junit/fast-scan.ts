import { isUtf8 } from "node:buffer";
import type { JUnitResult } from "../types.ts";
import { JUnitCollector, JUnitShapeError } from "./junit-collector.ts";
import { SpanAttributes } from "./span-attributes.ts";
import type { JUnitLimits } from "./limits.ts";
import { decodeMarkup, isXmlChar, type Mode } from "./markup-text.ts";

/** Thrown inside the scanner when the input needs saxes; never escapes `scanJUnit`. */
class HandToSaxes extends Error {}
/** One instance, made once: throwing it costs no stack trace. */
const BAIL = new HandToSaxes("the byte scanner hands this file to saxes");

const LT = 0x3c;
const GT = 0x3e;
const AMP = 0x26;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const DQUOTE = 0x22;
const SQUOTE = 0x27;
const EQUALS = 0x3d;

/** ASCII name characters: 1 may start a name, 2 may continue one (XML 1.0 `Name`, ASCII part). */
const nameClass = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z_:]/.test(ch)) nameClass[c] = 1;
  else if (/[0-9.-]/.test(ch)) nameClass[c] = 2;
}
/** Bytes that end a run of plain character data: `<`, `&`, `>`, and controls. */
const textByte = new Uint8Array(256);
/** Bytes that need a look inside an attribute value: quotes, `<`, `&`, and controls. */
const valueByte = new Uint8Array(256);
for (let b = 0; b < 0x20; b++) textByte[b] = valueByte[b] = 1;
for (const b of [LT, AMP, GT]) textByte[b] = 1;
for (const b of [LT, AMP, DQUOTE, SQUOTE]) valueByte[b] = 1;

const isSpace = (b: number | undefined): boolean =>
  b === 0x20 || b === 0x0a || b === 0x09 || b === 0x0d;

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const NONCHARACTERS = [Buffer.from([0xef, 0xbf, 0xbe]), Buffer.from([0xef, 0xbf, 0xbf])];
const XML_DECLARATION =
  /^<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(["'])1\.0\1(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(["'])(?:utf-8|UTF-8)\2)?(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(["'])(?:yes|no)\3)?[ \t\r\n]*\?>/;

/**
 * Reads a JUnit file straight from its UTF-8 bytes, checking well-formedness as it goes, and
 * returns exactly what the saxes path (parse-saxes.ts) returns — or null whenever the input is
 * anything but plain, well-formed UTF-8 XML: another encoding, a DOCTYPE, a processing
 * instruction, a name outside ASCII, an unknown entity, any malformation or JUnit shape error.
 * saxes then reads the file again and reports the error with its position; the scanner never
 * reports errors itself, so it can never make one worse.
 *
 * Hand-written rather than a library because scoring needs only each testcase's id, outcome
 * and message, and a general XML parser's per-character work is nearly all of scoring's cost.
 */
export function scanJUnit(
  bytes: Buffer,
  limits: JUnitLimits,
  failuresOnly: boolean,
): JUnitResult | null {
  if (bytes.length === 0 || bytes.length > limits.maxBytes) return null;
  // Native checks first: bytes outside ASCII must be UTF-8 and no XML non-character.
  if (!isUtf8(bytes)) return null;
  for (const nonCharacter of NONCHARACTERS) if (bytes.includes(nonCharacter)) return null;
  const collector = new JUnitCollector(limits.maxDepth, limits.messageCap, failuresOnly);
  try {
    new ByteScanner(bytes, collector, limits.maxDepth).run();
  } catch (error) {
    if (error === BAIL || error instanceof JUnitShapeError) return null;
    throw error;
  }
  const cases = collector.finish();
  const { suiteErrors, testcaseElements } = collector;
  return { cases, suiteErrors, testcaseElements };
}

function bail(): never {
  throw BAIL;
}

class ByteScanner {
  private pos = 0;
  private depth = 0;
  private rootSeen = false;
  /** Start and end of each open element's name, for matching its end tag. */
  private readonly openNames: Int32Array;
  /** The current tag's attributes (with the copy kept for the open testcase). */
  private readonly attrs: SpanAttributes;
  private readonly names: string[] = [];

  constructor(
    private readonly buf: Buffer,
    private readonly collector: JUnitCollector,
    maxDepth: number,
  ) {
    this.openNames = new Int32Array(2 * (maxDepth + 2));
    this.attrs = new SpanAttributes(buf, new SpanAttributes(buf, null));
  }

  run(): void {
    const buf = this.buf;
    if (buf.subarray(0, 3).equals(UTF8_BOM)) this.pos = 3;
    if (buf[this.pos] === LT && buf[this.pos + 1] === QUESTION) {
      const head = buf.toString("latin1", this.pos, Math.min(buf.length, this.pos + 200));
      const match = XML_DECLARATION.exec(head);
      if (!match) bail();
      this.pos += match[0].length;
    }
    const end = buf.length;
    while (this.pos < end) {
      const textStart = this.pos;
      let special = false;
      let i = textStart;
      // Character data up to the next '<': every byte is checked, so this loop is the hot path.
      for (; i < end; i++) {
        const b = buf[i] as number;
        if (textByte[b] === 0) continue;
        if (b === LT) break;
        if (b < 0x20) {
          if (b !== 0x0a && b !== 0x09) {
            if (b !== 0x0d) bail();
            special = true;
          }
        } else if (b === AMP) {
          i = this.entity(i);
          special = true;
        } else if (b === GT && i >= textStart + 2 && buf[i - 1] === 0x5d && buf[i - 2] === 0x5d) {
          bail();
        }
      }
      if (i > textStart) this.text(textStart, i, special);
      if (i >= end) break;
      this.pos = i + 1;
      const next = buf[this.pos];
      if (next === SLASH) this.closeTag();
      else if (next === BANG) this.bang();
      else if (next === QUESTION) bail();
      else this.openTag();
    }
    if (this.depth !== 0 || !this.rootSeen) bail();
  }

  private text(start: number, end: number, special: boolean): void {
    if (this.depth === 0) {
      for (let i = start; i < end; i++) if (!isSpace(this.buf[i])) bail();
      return;
    }
    if (this.collector.capturingText)
      this.collector.text(this.decode(start, end, special ? "text" : "plain"));
  }

  private openTag(): void {
    const buf = this.buf;
    if (this.depth === 0 && this.rootSeen) bail();
    const nameStart = this.pos;
    const nameEnd = this.name();
    let pos = nameEnd;
    this.attrs.count = 0;
    let selfClosing = false;
    for (;;) {
      let spaced = false;
      while (isSpace(buf[pos])) {
        pos++;
        spaced = true;
      }
      const b = buf[pos];
      if (b === GT) {
        pos++;
        break;
      }
      if (b === SLASH) {
        if (buf[pos + 1] !== GT) bail();
        pos += 2;
        selfClosing = true;
        break;
      }
      if (!spaced) bail();
      pos = this.attribute_(pos);
    }
    this.pos = pos;
    if (this.attrs.count > 1 && this.attrs.hasDuplicates()) bail();
    const depth = this.depth++;
    if (depth >= this.openNames.length / 2) bail();
    this.openNames[2 * depth] = nameStart;
    this.openNames[2 * depth + 1] = nameEnd;
    this.rootSeen = true;
    this.collector.openTag(this.internName(nameStart, nameEnd), this.attrs);
    if (selfClosing) this.close();
  }

  /** Reads one `name = "value"` starting at `pos`; returns the position after it. */
  private attribute_(start: number): number {
    const buf = this.buf;
    this.pos = start;
    const nameEnd = this.name();
    let pos = nameEnd;
    while (isSpace(buf[pos])) pos++;
    if (buf[pos] !== EQUALS) bail();
    pos++;
    while (isSpace(buf[pos])) pos++;
    const quote = buf[pos];
    if (quote !== DQUOTE && quote !== SQUOTE) bail();
    const valueStart = ++pos;
    let special = 0;
    for (;;) {
      const b = buf[pos] as number;
      if (valueByte[b] === 0) {
        pos++;
        continue;
      }
      if (b === quote) break;
      if (b === undefined || b === LT) bail();
      if (b === AMP) pos = this.entity(pos);
      else if (b < 0x20 && b !== 0x0a && b !== 0x09 && b !== 0x0d) bail();
      // The other quote is plain text here; '&' and whitespace controls need decoding.
      if (b !== DQUOTE && b !== SQUOTE) special = 1;
      pos++;
    }
    this.attrs.add(start, nameEnd, valueStart, pos, special);
    return pos + 1;
  }

  private closeTag(): void {
    const buf = this.buf;
    this.pos++;
    const nameStart = this.pos;
    const nameEnd = this.name();
    let pos = nameEnd;
    while (isSpace(buf[pos])) pos++;
    if (buf[pos] !== GT || this.depth === 0) bail();
    this.pos = pos + 1;
    const depth = this.depth - 1;
    const openStart = this.openNames[2 * depth] as number;
    const length = (this.openNames[2 * depth + 1] as number) - openStart;
    if (nameEnd - nameStart !== length) bail();
    for (let k = 0; k < length; k++) if (buf[openStart + k] !== buf[nameStart + k]) bail();
    this.close();
  }

  private close(): void {
    this.depth--;
    this.collector.closeTag();
  }

  /** `<!--…-->` or `<![CDATA[…]]>`; a DOCTYPE or anything else goes to saxes. */
  private bang(): void {
    const buf = this.buf;
    const pos = this.pos + 1;
    if (buf[pos] === 0x2d && buf[pos + 1] === 0x2d) {
      const start = pos + 2;
      const end = buf.indexOf("--", start, "latin1");
      if (end === -1 || buf[end + 2] !== GT) bail();
      this.checkChars(start, end);
      this.pos = end + 3;
      if (this.depth === 1) this.collector.comment(this.decode(start, end, "cdata"));
      return;
    }
    if (buf.toString("latin1", pos, pos + 7) === "[CDATA[" && this.depth > 0) {
      const start = pos + 7;
      const end = buf.indexOf("]]>", start, "latin1");
      if (end === -1) bail();
      this.checkChars(start, end);
      this.pos = end + 3;
      if (this.collector.capturingText) this.collector.text(this.decode(start, end, "cdata"));
      return;
    }
    bail();
  }

  private checkChars(start: number, end: number): void {
    const buf = this.buf;
    for (let i = start; i < end; i++) {
      const b = buf[i] as number;
      if (b < 0x20 && b !== 0x0a && b !== 0x09 && b !== 0x0d) bail();
    }
  }

  /** Skips an ASCII XML name at `pos`; returns its end. */
  private name(): number {
    const buf = this.buf;
    let pos = this.pos;
    const first = buf[pos];
    if (first === undefined || first >= 0x80 || nameClass[first] !== 1) bail();
    pos++;
    for (;;) {
      const b = buf[pos];
      if (b === undefined || b >= 0x80) bail();
      if (nameClass[b] === 0) return pos;
      pos++;
    }
  }

  /** Checks the reference starting at the `&` at `at`; returns the position of its `;`. */
  private entity(at: number): number {
    const buf = this.buf;
    const semi = buf.indexOf(0x3b, at + 1);
    if (semi === -1 || semi - at > 12) bail();
    const body = buf.toString("latin1", at + 1, semi);
    if (body === "amp" || body === "lt" || body === "gt" || body === "quot" || body === "apos")
      return semi;
    const match = /^#(?:([0-9]+)|x([0-9A-Fa-f]+))$/.exec(body);
    if (!match) bail();
    const code = match[1] !== undefined ? Number(match[1]) : parseInt(match[2] ?? "", 16);
    if (!isXmlChar(code)) bail();
    return semi;
  }

  /** Element names repeat a lot: keep one string per distinct name. */
  private internName(start: number, end: number): string {
    const { buf, names } = this;
    const length = end - start;
    outer: for (const name of names) {
      if (name.length !== length) continue;
      for (let k = 0; k < length; k++) if (buf[start + k] !== name.charCodeAt(k)) continue outer;
      return name;
    }
    const name = buf.toString("latin1", start, end);
    if (names.length < 64) names.push(name);
    return name;
  }

  private decode(start: number, end: number, mode: Mode): string {
    return decodeMarkup(this.buf, start, end, mode);
  }
}
