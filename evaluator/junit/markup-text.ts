/**
 * Text of a JUnit file as XML 1.0 defines it, for the byte scanner (fast-scan.ts): line ends
 * normalized (section 2.11), attribute whitespace normalized (section 3.3.3), and the five
 * predefined entities and character references replaced. saxes does the same; the scanner's
 * results must equal it character for character.
 *
 * - "plain": no line end, whitespace or reference to treat; decoded as it stands.
 * - "text": character data; CR LF and CR become LF, references are replaced.
 * - "attribute": an attribute value; CR LF, CR, LF and tab become a space, then references.
 * - "cdata": a CDATA section or a comment; only line ends are normalized.
 */
export type Mode = "plain" | "text" | "attribute" | "cdata";

const predefined: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const reference = /&(?:#x([0-9A-Fa-f]+)|#([0-9]+)|(amp|lt|gt|quot|apos));/g;

export function decodeMarkup(bytes: Buffer, start: number, end: number, mode: Mode): string {
  const raw = bytes.toString("utf8", start, end);
  if (mode === "plain") return raw;
  if (mode === "cdata") return raw.replace(/\r\n?/g, "\n");
  const normalized =
    mode === "attribute" ? raw.replace(/\r\n|[\r\n\t]/g, " ") : raw.replace(/\r\n?/g, "\n");
  if (!normalized.includes("&")) return normalized;
  return normalized.replace(
    reference,
    (_, hex: string | undefined, dec: string | undefined, name: string | undefined) =>
      name !== undefined
        ? (predefined[name] as string)
        : String.fromCodePoint(hex !== undefined ? parseInt(hex, 16) : Number(dec)),
  );
}

/** XML 1.0's `Char` production: what a character reference may stand for. */
export function isXmlChar(code: number): boolean {
  if (!Number.isFinite(code)) return false;
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  if (code <= 0xd7ff) return true;
  if (code < 0xe000) return false;
  if (code <= 0xfffd) return true;
  return code >= 0x10000 && code <= 0x10ffff;
}
