import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ProblemsError } from "../errors.ts";
import type { JUnitResult } from "../types.ts";
import { scanJUnit } from "./fast-scan.ts";
import { defaultJUnitLimits } from "./limits.ts";
import { parseBytesWithSaxes } from "./parse-saxes.ts";
import { corpusRoot, loadCorpus } from "./testing/junit-corpus.ts";

/**
 * The byte scanner must never accept what saxes rejects, and must return exactly saxes's
 * result wherever it accepts: on every fixture, on the real-world corpus (when present), and
 * on real files mutated byte by byte.
 */
const limits = { ...defaultJUnitLimits };
const here = fileURLToPath(new URL(".", import.meta.url));
const repo = resolve(here, "..", "..");

function xmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".xml"))
    .map((f) => join(dir, f));
}

const fixtureFiles = [
  ...xmlFiles(join(here, "fixtures")),
  ...xmlFiles(join(repo, "evaluator", "score", "fixtures", "bundles")),
].filter((f) => !f.endsWith("build.xml"));
const corpus = loadCorpus(corpusRoot(repo));
const corpusFiles = (corpus ?? []).map((e) => join(corpusRoot(repo), e.file));

type Outcome = { accepted: JUnitResult } | { rejected: string } | { handedOver: true };

function saxes(bytes: Buffer, failuresOnly: boolean): Outcome {
  try {
    return { accepted: parseBytesWithSaxes(bytes, "f.xml", limits, failuresOnly) };
  } catch (error) {
    if (error instanceof ProblemsError) return { rejected: error.message };
    throw error;
  }
}

/** Checks the two paths on one input; returns whether the scanner accepted it. */
function agree(bytes: Buffer, failuresOnly: boolean, label: string): boolean {
  const fast = scanJUnit(bytes, limits, failuresOnly);
  if (fast === null) return false;
  const slow = saxes(bytes, failuresOnly);
  expect(slow, `${label}: saxes rejects what the scanner accepted`).toHaveProperty("accepted");
  expect(fast, label).toEqual((slow as { accepted: JUnitResult }).accepted);
  return true;
}

/** mulberry32, so that a failure reproduces. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Bytes that change XML's meaning, plus UTF-8 lead and continuation bytes. */
const interesting = Buffer.from("<>&\"'/=;!?-[]#x:a \t\r\n\u0000", "latin1");
const highBytes = [0x80, 0xbf, 0xc3, 0xe2, 0xef, 0xf0, 0xff];

function mutate(source: Buffer, random: () => number): Buffer {
  let bytes = Buffer.from(source);
  const edits = 1 + Math.floor(random() * 3);
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(random() * bytes.length);
    const pick = (): number =>
      random() < 0.7
        ? (interesting[Math.floor(random() * interesting.length)] as number)
        : random() < 0.5
          ? (highBytes[Math.floor(random() * highBytes.length)] as number)
          : Math.floor(random() * 256);
    const kind = random();
    if (kind < 0.35) bytes[at] = pick();
    else if (kind < 0.6) bytes = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + 1)]);
    else if (kind < 0.85)
      bytes = Buffer.concat([bytes.subarray(0, at), Buffer.of(pick()), bytes.subarray(at)]);
    else if (kind < 0.95) {
      const length = 1 + Math.floor(random() * 16);
      bytes = Buffer.concat([
        bytes.subarray(0, at + length),
        bytes.subarray(at, at + length),
        bytes.subarray(at + length),
      ]);
    } else bytes = bytes.subarray(0, at);
  }
  return bytes;
}

describe("byte scanner against saxes", () => {
  it("gives saxes's result on every fixture from a real runner, in both modes", () => {
    let accepted = 0;
    for (const file of fixtureFiles) {
      const bytes = readFileSync(file);
      for (const failuresOnly of [false, true]) if (agree(bytes, failuresOnly, file)) accepted++;
    }
    // Non-UTF-8 or unusual fixtures go to saxes; the plain ones must not.
    expect(accepted).toBeGreaterThan(fixtureFiles.length);
  });

  it.skipIf(corpus === null)("gives saxes's result on every file of the real-world corpus", () => {
    for (const file of corpusFiles)
      for (const failuresOnly of [false, true]) agree(readFileSync(file), failuresOnly, file);
  });

  it("never accepts what saxes rejects, nor differs from it, on real files mutated byte by byte", () => {
    const random = prng(20261130);
    const pool = [...fixtureFiles, ...corpusFiles]
      .map((f) => readFileSync(f))
      .filter((b) => b.length < 64 * 1024);
    const counts = { acceptedByScanner: 0, rejectedBySaxes: 0, total: 0 };
    // TSB_FUZZ_ITERATIONS=100000 for a longer hunt.
    const iterations = Number(process.env.TSB_FUZZ_ITERATIONS ?? 4000);
    for (let i = 0; i < iterations; i++) {
      const source = pool[Math.floor(random() * pool.length)] as Buffer;
      const bytes = mutate(source, random);
      const failuresOnly = random() < 0.5;
      counts.total++;
      if (agree(bytes, failuresOnly, `mutation ${i}`)) counts.acceptedByScanner++;
      else if ("rejected" in saxes(bytes, failuresOnly)) counts.rejectedBySaxes++;
    }
    console.log(`fuzz: ${JSON.stringify(counts)}`);
    // Both kinds must be common, or the test proves little.
    expect(counts.acceptedByScanner).toBeGreaterThan(counts.total / 5);
    expect(counts.rejectedBySaxes).toBeGreaterThan(counts.total / 5);
  });
});
