import { readFileSync, createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { BundleError } from "../errors.ts";
import { defaultJUnitLimits, parseJUnit } from "./parse-junit.ts";

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);
const outcomes = (cases: Map<string, { outcome: string }>) =>
  Object.fromEntries([...cases].map(([id, c]) => [id, c.outcome]));

describe("parseJUnit on real pytest output", () => {
  it("reads xunit2 with param ids, skips, xfail and setup/teardown errors", async () => {
    const { cases } = await parseJUnit(createReadStream(fixture("pytest-xunit2.xml")), "x2.xml");
    expect(outcomes(cases)).toEqual({
      "test_sample.test_passes": "passed",
      "test_sample.test_fails_in_call": "failed",
      "test_sample.test_param_ids[plain]": "passed",
      "test_sample.test_param_ids[with [brackets]]": "passed",
      "test_sample.test_param_ids[a::b]": "passed",
      "test_sample.test_param_ids[caf\\xe9]": "passed",
      "test_sample.test_param_ids[\\u65e5\\u672c]": "passed",
      "test_sample.test_param_ids[tab\\there]": "passed",
      "test_sample.test_param_custom_ids[id[ok]]": "passed",
      "test_sample.test_param_custom_ids[id::bad]": "failed",
      "test_sample.test_unicode_message": "failed",
      "test_sample.test_control_chars_in_message": "failed",
      "test_sample.test_skipped": "skipped",
      "test_sample.test_skipped_by_marker": "skipped",
      "test_sample.test_xfail": "skipped",
      "test_sample.test_xpass": "passed",
      "test_sample.test_error_in_setup": "failed",
      "test_sample.test_fails_in_call_and_teardown": "failed",
      "test_sample.test_passes_but_teardown_errors": "failed",
      "test_sample.TestGroup.test_method_passes": "passed",
      "test_sample.TestGroup.test_method_fails": "failed",
    });
    expect(cases.get("test_sample.test_skipped")?.message).toBe("not on this platform");
    expect(cases.get("test_sample.TestGroup.test_method_fails")?.message).toBe(
      'ValueError: value <&> "quoted"',
    );
    // pytest swaps characters XML cannot hold for the literal text "#x1B"; it stays as text.
    expect(cases.get("test_sample.test_control_chars_in_message")?.message).toContain(
      "+ #x1B[31mred#x1B[0m",
    );
  });

  it("collapses a call failure plus a teardown error to one failed test keeping the call message", async () => {
    const xml = readFileSync(fixture("pytest-xunit2.xml"), "utf8");
    expect(xml.match(/name="test_fails_in_call_and_teardown"/g)).toHaveLength(2);
    const { cases } = await parseJUnit(xml, "x2.xml");
    expect(cases.get("test_sample.test_fails_in_call_and_teardown")).toMatchObject({
      outcome: "failed",
      message: "AssertionError: arithmetic is broken\nassert (2 * 2) == 5",
    });
  });

  it("keeps xunit1 file and line attributes as pytest wrote them", async () => {
    const { cases } = await parseJUnit(readFileSync(fixture("pytest-xunit1.xml")), "x1.xml");
    expect(cases.size).toBe(21);
    // pytest's line is 0-based: test_passes is defined on line 9 of test_sample.py.
    expect(cases.get("test_sample.test_passes")).toEqual({
      id: "test_sample.test_passes",
      outcome: "passed",
      file: "test_sample.py",
      line: 8,
      suite: "pytest",
    });
  });

  it("gives xunit1 and xunit2 the same ids and outcomes", async () => {
    const x1 = await parseJUnit(readFileSync(fixture("pytest-xunit1.xml")), "x1.xml");
    const x2 = await parseJUnit(readFileSync(fixture("pytest-xunit2.xml")), "x2.xml");
    expect(outcomes(x1.cases)).toEqual(outcomes(x2.cases));
  });
});

describe("parseJUnit on real node --test-reporter=junit output", () => {
  it("builds ids from the describe path, including top-level tests", async () => {
    const { cases } = await parseJUnit(createReadStream(fixture("node-junit.xml")), "node.xml");
    expect(outcomes(cases)).toEqual({
      "top-level passes": "passed",
      "top-level fails": "failed",
      "top-level skipped": "skipped",
      "top-level todo": "skipped",
      "outer > works": "passed",
      "outer > inner > works": "passed",
      "outer > inner > fails with <xml> & &quot;quotes&quot;": "failed",
      "outer > inner > deepest > works": "passed",
      "second > works": "passed",
      "parent test with subtests > subtest passes": "passed",
      "parent test with subtests > subtest fails": "failed",
    });
    expect(cases.get("outer > inner > fails with <xml> & &quot;quotes&quot;")?.message).toBe(
      "boom <&>",
    );
  });

  it("recognises node's dialect from its totals comments alone", async () => {
    const xml = `<testsuites>
      <testsuite name="a"><testcase name="same" classname="test"/></testsuite>
      <testsuite name="b"><testcase name="same" classname="test"><failure message="x"/></testcase></testsuite>
      <!-- tests 2 -->
      <!-- pass 1 -->
    </testsuites>`;
    const { cases } = await parseJUnit(xml, "node.xml");
    expect(outcomes(cases)).toEqual({ "a > same": "passed", "b > same": "failed" });
  });
});

describe("parseJUnit on Surefire output (hand-written sample)", () => {
  it("reads a bare <testsuite> root with reruns, errors, skips and CDATA", async () => {
    const { cases } = await parseJUnit(readFileSync(fixture("surefire-rerun.xml")), "s.xml");
    const id = (name: string) => `com.example.CalculatorTest.${name}`;
    expect(outcomes(cases)).toEqual({
      [id("addsNumbers")]: "passed",
      [id("dividesEventually")]: "passed", // flaky attempts, then passed on rerun
      [id("alwaysWrong")]: "failed",
      [id("rerunOnly")]: "failed",
      [id("crashes")]: "failed",
      [id("ignored")]: "skipped",
      [id("noMessageAttribute")]: "failed",
    });
    expect(cases.get(id("dividesEventually"))?.message).toBeUndefined();
    expect(cases.get(id("alwaysWrong"))?.message).toBe("expected: <1> but was: <0>");
    expect(cases.get(id("noMessageAttribute"))?.message).toBe(
      "java.lang.AssertionError\n\tat com.example.CalculatorTest.noMessageAttribute(CalculatorTest.java:60)",
    );
  });
});

describe("parseJUnit structure rules", () => {
  it("collapses duplicates to the worst outcome, keeping the failing message", async () => {
    const xml = `<testsuite name="s">
      <testcase classname="m" name="t"><skipped message="skip"/></testcase>
      <testcase classname="m" name="t"><failure message="first failure"/></testcase>
      <testcase classname="m" name="t"/>
      <testcase classname="m" name="t"><error message="second failure"/></testcase>
      <testcase classname="m" name="u"/>
      <testcase classname="m" name="u"><skipped message="later skip"/></testcase>
    </testsuite>`;
    const { cases } = await parseJUnit(xml, "dup.xml");
    expect([...cases.values()]).toEqual([
      {
        id: "m.t",
        outcome: "failed",
        message: "first failure",
        failureElement: "failure",
        suite: "s",
      },
      { id: "m.u", outcome: "skipped", message: "later skip", suite: "s" },
    ]);
  });

  it("returns only failed cases when asked to keep failures", async () => {
    const xml = readFileSync(fixture("pytest-xunit2.xml"));
    const all = await parseJUnit(xml, "x2.xml");
    const failures = await parseJUnit(xml, "x2.xml", { keep: "failures" });
    const failed = [...all.cases.values()].filter((c) => c.outcome === "failed");
    expect(failed).toHaveLength(8);
    expect([...failures.cases.values()]).toEqual(failed);
  });

  it("reads suites nested to any depth up to the limit", async () => {
    const depth = defaultJUnitLimits.maxDepth - 1;
    const xml = `${'<testsuite name="s">'.repeat(depth)}<testcase classname="c" name="deep"/>${"</testsuite>".repeat(depth)}`;
    const { cases } = await parseJUnit(xml, "deep.xml");
    expect(outcomes(cases)).toEqual({ "c.deep": "passed" });
  });

  it("rejects nesting deeper than maxDepth, naming file, line and column", async () => {
    // The ninth element (eight <testsuite> under <testsuites>) ends at column 8 × 11.
    const xml = `<testsuites>\n${"<testsuite>".repeat(10)}</testsuites>`;
    const error = await parseJUnit(xml, "too-deep.xml", { maxDepth: 8 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BundleError);
    expect((error as BundleError).problems).toEqual([
      { file: "too-deep.xml", line: 2, column: 88, message: "elements nest deeper than 8 levels" },
    ]);
  });

  it("caps messages and marks the cut", async () => {
    const long = "x".repeat(5000);
    const xml = `<testsuite><testcase classname="c" name="a"><failure message="${long}"/></testcase>
      <testcase classname="c" name="b"><failure>${long}</failure></testcase></testsuite>`;
    const { cases } = await parseJUnit(xml, "long.xml");
    for (const id of ["c.a", "c.b"]) {
      const message = cases.get(id)?.message ?? "";
      expect(message).toHaveLength(defaultJUnitLimits.messageCap);
      expect(message.endsWith("x…")).toBe(true);
    }
    const capped = await parseJUnit(xml, "long.xml", { messageCap: 10 });
    expect(capped.cases.get("c.a")?.message).toBe("xxxxxxxxx…");
  });

  it("accepts a document with zero tests as zero tests", async () => {
    const { cases } = await parseJUnit('<?xml version="1.0"?><testsuites/>', "none.xml");
    expect(cases.size).toBe(0);
  });

  it("ignores a byte-order mark in bytes and in text", async () => {
    const xml = '\uFEFF<testsuite><testcase classname="c" name="bom"/></testsuite>';
    for (const input of [xml, Buffer.from(xml)]) {
      expect([...(await parseJUnit(input, "bom.xml")).cases.keys()]).toEqual(["c.bom"]);
    }
  });

  it("decodes multi-byte characters split across stream chunks", async () => {
    const bytes = Buffer.from('<testsuite><testcase classname="é" name="日本"/></testsuite>');
    const oneByteChunks = Readable.from([...bytes].map((b) => Buffer.from([b])));
    const { cases } = await parseJUnit(oneByteChunks, "split.xml");
    expect([...cases.keys()]).toEqual(["é.日本"]);
  });
});

describe("parseJUnit rejects bad input with file:line:column", () => {
  const reject = async (input: string | Buffer, options?: Parameters<typeof parseJUnit>[2]) => {
    const error = await parseJUnit(input, "bad.xml", options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BundleError);
    const [problem, ...rest] = (error as BundleError).problems;
    expect(rest).toEqual([]);
    expect(problem?.file).toBe("bad.xml");
    expect(problem?.line).toBeGreaterThanOrEqual(1);
    expect(problem?.column).toBeGreaterThanOrEqual(0);
    expect((error as BundleError).message).toMatch(/^bad\.xml:\d+:\d+: /);
    return problem!;
  };

  it("rejects an empty or blank file", async () => {
    expect((await reject("")).message).toBe("file is empty");
    expect((await reject("  \n ")).message).toMatch(/root element/);
  });

  it("rejects a real pytest file cut short instead of reporting its tests as passed", async () => {
    const xml = readFileSync(fixture("pytest-xunit2.xml"), "utf8");
    const cut = xml.slice(0, Math.floor(xml.length / 2));
    const problem = await reject(cut);
    expect(problem.message).toMatch(/unclosed tag/);
    expect(problem.line).toBe(cut.split("\n").length);
  });

  it("rejects malformed XML at the offending line", async () => {
    const problem = await reject('<testsuite>\n<testcase name="a">\n</testsuite>');
    expect(problem.line).toBe(3);
    expect(problem.message).toMatch(/unexpected close tag/);
  });

  it("rejects a document that is not JUnit", async () => {
    expect((await reject("<html><body/></html>")).message).toMatch(/root element is <html>/);
  });

  it("rejects a testcase without a name", async () => {
    expect((await reject('<testsuite><testcase classname="c"/></testsuite>')).message).toMatch(
      /no name attribute/,
    );
  });

  it("rejects bytes that are not UTF-8", async () => {
    const bytes = Buffer.concat([
      Buffer.from('<testsuite name="'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"/>'),
    ]);
    expect((await reject(bytes)).message).toMatch(/not valid UTF-8/);
  });

  it("rejects billion laughs without expanding anything", async () => {
    const lols = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
    ).join("\n");
    const xml = `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n<!ENTITY lol0 "lol">\n${lols}\n]>\n<testsuite><testcase classname="c" name="&lol9;"/></testsuite>`;
    expect((await reject(xml)).message).toMatch(/DOCTYPE declares entities/);
  });

  it("accepts a DOCTYPE without entities but rejects undefined entities", async () => {
    const ok = await parseJUnit(
      '<!DOCTYPE testsuite>\n<testsuite><testcase classname="c" name="a"/></testsuite>',
      "d.xml",
    );
    expect(ok.cases.size).toBe(1);
    expect(
      (await reject('<testsuite><testcase classname="c" name="&ext;"/></testsuite>')).message,
    ).toMatch(/undefined entity/);
  });

  it("rejects input larger than maxBytes", async () => {
    const xml = `<testsuite>${'<testcase classname="c" name="a"/>'.repeat(100)}</testsuite>`;
    expect((await reject(xml, { maxBytes: 1000 })).message).toMatch(/larger than 1000 bytes/);
    await expect(
      parseJUnit(Readable.from([Buffer.from(xml)]), "s.xml", { maxBytes: 1000 }),
    ).rejects.toThrow(/s\.xml:1:\d+: file is larger than 1000 bytes/);
  });
});
