import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { BundleError } from "../errors.ts";
import { parseJUnit } from "./parse-junit.ts";

/**
 * Real pytest output (fixtures/pytest-xunit2.xml, whose failure text holds "naïve café ≠ …
 * (日本) …") re-encoded the way other tools write XML: the declaration names the encoding, and
 * characters the encoding lacks become character references, as an XML writer does.
 */
const utf8Text = readFileSync(new URL("./fixtures/pytest-xunit2.xml", import.meta.url), "utf8");
const declared = (encoding: string) =>
  utf8Text.replace('encoding="utf-8"', `encoding="${encoding}"`);
const reference = (c: string) => `&#x${(c.codePointAt(0) ?? 0).toString(16)};`;

/** windows-1252's characters in 0x80–0x9F, from the platform's own decoder. */
const cp1252High = new Map<string, number>();
for (let b = 0x80; b < 0xa0; b++) {
  const c = new TextDecoder("windows-1252").decode(Uint8Array.of(b));
  if (c.codePointAt(0) !== b) cp1252High.set(c, b);
}

function encode(encoding: string): Buffer {
  switch (encoding) {
    case "ISO-8859-1":
      return Buffer.from(declared(encoding).replace(/[^\x00-\xff]/gu, reference), "latin1");
    case "windows-1252": {
      const text = declared(encoding).replace(/[^\x00-\x7f\xa0-\xff]/gu, (c) =>
        cp1252High.has(c) ? c : reference(c),
      );
      return Buffer.from([...text].map((c) => cp1252High.get(c) ?? (c.codePointAt(0) as number)));
    }
    case "UTF-16LE":
      return Buffer.from(`\uFEFF${declared("UTF-16")}`, "utf16le");
    case "UTF-16BE":
      return Buffer.from(`\uFEFF${declared("UTF-16")}`, "utf16le").swap16();
    default:
      throw new Error(encoding);
  }
}

const chunked = (bytes: Buffer, size: number) => {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return Readable.from(chunks);
};

const failure = async (input: Buffer | Readable) => {
  const error = await parseJUnit(input, "enc.xml").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BundleError);
  return (error as BundleError).problems;
};

/** Line and 1-based column of the first occurrence of `needle` in the UTF-8 text. */
function positionOf(needle: string) {
  const index = utf8Text.indexOf(needle);
  const before = utf8Text.slice(0, index);
  return { line: before.split("\n").length, column: index - before.lastIndexOf("\n") };
}

describe("encodings the XML declaration names", () => {
  const expected = parseJUnit(Buffer.from(utf8Text), "utf8.xml");

  for (const encoding of ["ISO-8859-1", "windows-1252", "UTF-16LE", "UTF-16BE"]) {
    it(`reads ${encoding} as the same tests and messages, whole or streamed`, async () => {
      const bytes = encode(encoding);
      const { cases } = await expected;
      expect((await parseJUnit(bytes, "enc.xml")).cases).toEqual(cases);
      for (const size of [1, 7, 4096])
        expect((await parseJUnit(chunked(bytes, size), "enc.xml")).cases).toEqual(cases);
    });
  }

  it("keeps the characters: é from ISO-8859-1, … from windows-1252's 0x85", async () => {
    const id = "test_sample.test_unicode_message";
    const latin = (await parseJUnit(encode("ISO-8859-1"), "l.xml")).cases.get(id)?.message;
    const cp = (await parseJUnit(encode("windows-1252"), "w.xml")).cases.get(id)?.message;
    expect(latin).toMatch(/^AssertionError: naïve café ≠ naive cafe \(日本\) …/);
    expect(cp).toBe(latin);
  });

  it("points at the first byte that is not UTF-8, whole and streamed", async () => {
    const bytes = Buffer.from(
      utf8Text.replace(/[^\x00-\x7f]/gu, (c) => (c === "ï" ? "\xef" : reference(c))),
      "latin1",
    );
    const where = positionOf("ï");
    for (const input of [bytes, chunked(bytes, 1), chunked(bytes, 1000)])
      expect(await failure(input)).toEqual([
        { file: "enc.xml", ...where, message: "byte 0xEF is not valid UTF-8" },
      ]);
  });

  it("points at a byte windows-1252 leaves unassigned", async () => {
    const bytes = encode("windows-1252");
    bytes[bytes.indexOf(0xef)] = 0x81; // the first ï
    for (const input of [bytes, chunked(bytes, 3)])
      expect(await failure(input)).toEqual([
        { file: "enc.xml", ...positionOf("ï"), message: "byte 0x81 is not valid windows-1252" },
      ]);
  });

  it("points at an unpaired surrogate in UTF-16", async () => {
    const bytes = encode("UTF-16LE");
    const at = bytes.indexOf(Buffer.from("ï", "utf16le"));
    bytes.writeUInt16LE(0xd800, at);
    for (const input of [bytes, chunked(bytes, 5)])
      expect(await failure(input)).toEqual([
        {
          file: "enc.xml",
          ...positionOf("ï"),
          message: "unpaired surrogate 0xD800 is not valid UTF-16",
        },
      ]);
  });

  it("names an encoding it cannot read, at the declaration", async () => {
    expect(await failure(Buffer.from(declared("Shift_JIS")))).toEqual([
      {
        file: "enc.xml",
        line: 1,
        column: 31,
        message:
          "encoding 'Shift_JIS' is not supported (UTF-8, UTF-16, ISO-8859-1, windows-1252 and US-ASCII are)",
      },
    ]);
  });
});

describe("namespace prefixes", () => {
  it("reads JUnit elements under a prefix as the same tests", async () => {
    const prefixed = utf8Text
      .replace(/<(\/?)([A-Za-z][\w-]*)/g, "<$1j:$2")
      .replace("<j:testsuites", '<j:testsuites xmlns:j="urn:example:junit"');
    const plain = await parseJUnit(Buffer.from(utf8Text), "plain.xml");
    for (const scanner of ["auto", "saxes"] as const) {
      const read = await parseJUnit(Buffer.from(prefixed), "ns.xml", { scanner });
      expect(read.cases).toEqual(plain.cases);
    }
  });
});
