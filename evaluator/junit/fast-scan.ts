import { isUtf8 } from "node:buffer";
import type { JUnitResult } from "../types.ts";
import { JUnitCollector, JUnitShapeError } from "./junit-collector.ts";
import type { JUnitLimits } from "./limits.ts";
import { decodeMarkup, isXmlChar, type Mode } from "./markup-text.ts";

/** Thrown inside the scanner when the input needs saxes; never escapes `scanJUnit`. */
const BAIL = Symbol("bail");

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
  /** Name and value spans of the current tag's attributes, four numbers each. */
  private attrs = new Int32Array(64);
  /** Per attribute: whether its value needs entity decoding or whitespace normalization. */
  private attrSpecial = new Uint8Array(16);
  private attrCount = 0;
  private readonly names: string[] = [];
  private readonly readAttribute = (key: string): string | undefined => this.attribute(key);

  constructor(
    private readonly buf: Buffer,
    private readonly collector: JUnitCollector,
    maxDepth: number,
  ) {
    this.openNames = new Int32Array(2 * (maxDepth + 2));
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
    this.attrCount = 0;
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
    if (this.attrCount > 1) this.checkDuplicates();
    const depth = this.depth++;
    if (depth >= this.openNames.length / 2) bail();
    this.openNames[2 * depth] = nameStart;
    this.openNames[2 * depth + 1] = nameEnd;
    this.rootSeen = true;
    this.collector.openTag(this.internName(nameStart, nameEnd), this.readAttribute);
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
      const b = buf[pos];
      if (b === undefined || b === LT) bail();
      if (b === quote) break;
      if (b < 0x20) {
        if (b !== 0x0a && b !== 0x09 && b !== 0x0d) bail();
        special = 1;
      } else if (b === AMP) {
        pos = this.entity(pos);
        special = 1;
      }
      pos++;
    }
    const n = this.attrCount++;
    if (4 * n + 4 > this.attrs.length) {
      const grown = new Int32Array(this.attrs.length * 2);
      grown.set(this.attrs);
      this.attrs = grown;
      const flags = new Uint8Array(this.attrSpecial.length * 2);
      flags.set(this.attrSpecial);
      this.attrSpecial = flags;
    }
    this.attrs[4 * n] = start;
    this.attrs[4 * n + 1] = nameEnd;
    this.attrs[4 * n + 2] = valueStart;
    this.attrs[4 * n + 3] = pos;
    this.attrSpecial[n] = special;
    return pos + 1;
  }

  /** The value of the current tag's attribute `key`, decoded; names are compared as bytes. */
  private attribute(key: string): string | undefined {
    const { buf, attrs } = this;
    outer: for (let n = 0; n < this.attrCount; n++) {
      const start = attrs[4 * n] as number;
      if ((attrs[4 * n + 1] as number) - start !== key.length) continue;
      for (let k = 0; k < key.length; k++) if (buf[start + k] !== key.charCodeAt(k)) continue outer;
      const mode: Mode = this.attrSpecial[n] === 1 ? "attribute" : "plain";
      return this.decode(attrs[4 * n + 2] as number, attrs[4 * n + 3] as number, mode);
    }
    return undefined;
  }

  private checkDuplicates(): void {
    const { buf, attrs } = this;
    for (let a = 1; a < this.attrCount; a++) {
      const aStart = attrs[4 * a] as number;
      const length = (attrs[4 * a + 1] as number) - aStart;
      for (let b = 0; b < a; b++) {
        const bStart = attrs[4 * b] as number;
        if ((attrs[4 * b + 1] as number) - bStart !== length) continue;
        if (buf.compare(buf, aStart, aStart + length, bStart, bStart + length) === 0) bail();
      }
    }
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
    if (buf.compare(buf, openStart, openStart + length, nameStart, nameEnd) !== 0) bail();
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
