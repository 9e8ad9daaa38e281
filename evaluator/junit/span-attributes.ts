import type { TagAttributes } from "./junit-collector.ts";
import { decodeMarkup } from "./markup-text.ts";

/** Buffer's own range decoder, without toString's argument handling (present since Node 0.x). */
interface FastSlices {
  utf8Slice(start: number, end: number): string;
}

/**
 * One tag's attributes for the byte scanner (fast-scan.ts), as spans of the buffer (name start,
 * name end, value start, value end), decoded only when asked for. `keep` copies them into a
 * second instance that later tags leave alone, so a testcase's attributes are read at its end
 * without building strings for the many cases a mutant's run drops.
 */
export class SpanAttributes implements TagAttributes {
  count = 0;
  private spans = new Int32Array(64);
  /** Per attribute: 1 when its value needs entity decoding or whitespace normalization. */
  private special = new Uint8Array(16);

  constructor(
    private readonly buf: Buffer,
    private readonly kept: SpanAttributes | null,
  ) {}

  add(
    nameStart: number,
    nameEnd: number,
    valueStart: number,
    valueEnd: number,
    special: number,
  ): void {
    const n = this.count++;
    if (4 * n + 4 > this.spans.length) this.grow(2 * this.spans.length);
    this.spans[4 * n] = nameStart;
    this.spans[4 * n + 1] = nameEnd;
    this.spans[4 * n + 2] = valueStart;
    this.spans[4 * n + 3] = valueEnd;
    this.special[n] = special;
  }

  get(key: string): string | undefined {
    const n = this.find(key);
    if (n === -1) return undefined;
    const start = this.spans[4 * n + 2] as number;
    const end = this.spans[4 * n + 3] as number;
    if (this.special[n] === 1) return decodeMarkup(this.buf, start, end, "attribute");
    return (this.buf as unknown as FastSlices).utf8Slice(start, end);
  }

  has(key: string): boolean {
    return this.find(key) !== -1;
  }

  keep(): TagAttributes {
    const kept = this.kept;
    if (kept === null) return this;
    if (kept.spans.length < this.spans.length) kept.grow(this.spans.length);
    // A plain loop: subarray() would allocate two views per testcase.
    const { spans, special } = this;
    for (let i = 0; i < 4 * this.count; i++) kept.spans[i] = spans[i] as number;
    for (let i = 0; i < this.count; i++) kept.special[i] = special[i] as number;
    kept.count = this.count;
    return kept;
  }

  /** Whether two attributes share a name: an error saxes reports, so the file goes to it. */
  hasDuplicates(): boolean {
    const { buf, spans } = this;
    for (let a = 1; a < this.count; a++) {
      const aStart = spans[4 * a] as number;
      const length = (spans[4 * a + 1] as number) - aStart;
      next: for (let b = 0; b < a; b++) {
        const bStart = spans[4 * b] as number;
        if ((spans[4 * b + 1] as number) - bStart !== length) continue;
        for (let k = 0; k < length; k++) if (buf[aStart + k] !== buf[bStart + k]) continue next;
        return true;
      }
    }
    return false;
  }

  private find(key: string): number {
    const { buf, spans } = this;
    next: for (let n = 0; n < this.count; n++) {
      const start = spans[4 * n] as number;
      if ((spans[4 * n + 1] as number) - start !== key.length) continue;
      for (let k = 0; k < key.length; k++) if (buf[start + k] !== key.charCodeAt(k)) continue next;
      return n;
    }
    return -1;
  }

  private grow(length: number): void {
    const spans = new Int32Array(length);
    spans.set(this.spans);
    this.spans = spans;
    const special = new Uint8Array(length / 4);
    special.set(this.special);
    this.special = special;
  }
}
