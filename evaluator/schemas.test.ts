import { describe, expect, it } from "vitest";
import { formatProblem } from "./errors.ts";
import { outcomesSchema, parseJsonFile, runCostSchema, submissionSchema } from "./schemas.ts";

const lines = (result: ReturnType<typeof parseJsonFile>) =>
  result.ok ? [] : result.problems.map(formatProblem);

const submission = {
  schemaVersion: 1,
  benchmark: "tsb-mini@1.0",
  model: "m",
  agent: "a",
  setting: "spec-only",
  date: "2026-11-29",
};

describe("parseJsonFile", () => {
  it("accepts a valid submission.json and keeps its optional fields", () => {
    const result = parseJsonFile(
      submissionSchema,
      JSON.stringify({ ...submission, links: { paper: "https://x" } }),
      "submission.json",
    );
    expect(result).toEqual({ ok: true, value: { ...submission, links: { paper: "https://x" } } });
  });

  it("names every bad field of submission.json by its path", () => {
    const bad = {
      ...submission,
      schemaVersion: 2,
      benchmark: "tsb-mini",
      setting: "vibes",
      date: "2026-02-30",
      model: "",
    };
    expect(lines(parseJsonFile(submissionSchema, JSON.stringify(bad), "submission.json"))).toEqual([
      "submission.json: schemaVersion: unsupported version 2: this evaluator reads version 1",
      "submission.json: benchmark: must be '<name>@<version>'",
      "submission.json: model: must not be empty",
      'submission.json: setting: Invalid option: expected one of "spec-only"|"spec+executable"|"official-docs"',
      "submission.json: date: must be a date written YYYY-MM-DD",
    ]);
  });

  it("caps every text field of submission.json and names the field over its cap", () => {
    const long = {
      ...submission,
      model: "m".repeat(201),
      agent: "a".repeat(200),
      organization: "o".repeat(201),
      notes: "n".repeat(10_001),
      links: Array.from({ length: 21 }, (_, i) => `https://x/${i}`),
    };
    expect(lines(parseJsonFile(submissionSchema, JSON.stringify(long), "submission.json"))).toEqual(
      [
        "submission.json: model: must be at most 200 characters",
        "submission.json: organization: must be at most 200 characters",
        "submission.json: links: at most 20 links",
        "submission.json: notes: must be at most 10000 characters",
      ],
    );
    const oneLongLink = { ...submission, links: { paper: `https://${"x".repeat(2000)}` } };
    expect(
      lines(parseJsonFile(submissionSchema, JSON.stringify(oneLongLink), "submission.json")),
    ).toEqual(["submission.json: links.paper: must be at most 2000 characters"]);
    const atTheCaps = {
      ...submission,
      model: "m".repeat(200),
      notes: "n".repeat(10_000),
      links: Array.from({ length: 20 }, () => "x".repeat(2000)),
    };
    expect(parseJsonFile(submissionSchema, JSON.stringify(atTheCaps), "submission.json").ok).toBe(
      true,
    );
  });

  it("takes a trial as an entry name and a trial number, together or not at all", () => {
    const trial = { ...submission, entry: "focused-1.2", trial: 2 };
    expect(parseJsonFile(submissionSchema, JSON.stringify(trial), "submission.json")).toEqual({
      ok: true,
      value: trial,
    });
    const bad = (change: Record<string, unknown>) =>
      lines(
        parseJsonFile(
          submissionSchema,
          JSON.stringify({ ...submission, ...change }),
          "submission.json",
        ),
      );
    expect(bad({ entry: "focused" })).toEqual([
      "submission.json: trial: 'entry' and 'trial' go together: name the entry and number the trial",
    ]);
    expect(bad({ trial: 1 })).toEqual([
      "submission.json: entry: 'entry' and 'trial' go together: name the entry and number the trial",
    ]);
    expect(bad({ entry: "a/b", trial: 0 })).toEqual([
      "submission.json: entry: must be letters, digits, '.', '_', '-', '+' or '@' (no '/')",
      "submission.json: trial: trials are numbered from 1",
    ]);
    expect(bad({ entry: "x", trial: 1.5 })).toEqual([
      "submission.json: trial: must be a whole number",
    ]);
    expect(bad({ entry: "x", trial: 51 })).toEqual([
      "submission.json: trial: an entry has at most 50 trials",
    ]);
    expect(bad({ entry: "ref", trial: 1, kind: "reference" })).toEqual([
      "submission.json: entry: the benchmark's reference suite is not an agent's trial",
    ]);
  });

  it("gives the line and column of a JSON syntax error", () => {
    expect(
      lines(parseJsonFile(runCostSchema, '{\n  "costUsd": 1,\n}', "instances/a/run.json")),
    ).toEqual(["instances/a/run.json:3:1: invalid JSON: Expected double-quoted property name"]);
  });

  it("accepts outcomes.json keys for reference, mutant and confirmation runs and the protocol only", () => {
    const good = {
      protocol: {
        version: 3,
        seed: "00ff00ff",
        referenceRuns: 3,
        confirmations: 2,
        judgedRuns: 18,
      },
      "reference/1": { exitCode: 0, timedOut: false, durationSec: 1.5, variant: 1 },
      "mutants/m-1": { timedOut: true },
      "confirm/m-1/1": { timedOut: false, selected: ["t.test_a", "t.test_b"] },
      "confirm/_reference/0a1b2c": { timedOut: false, variant: 2, selected: ["t.test_a"] },
    };
    expect(parseJsonFile(outcomesSchema, JSON.stringify(good), "o.json").ok).toBe(true);
    // Protocol 2 bundles (decoys and reference-side batches) still read, with their own field.
    const older = { protocol: { ...good.protocol, version: 2, referenceConfirmations: 8 } };
    expect(parseJsonFile(outcomesSchema, JSON.stringify(older), "o.json").ok).toBe(true);
    const mixed = { protocol: { ...good.protocol, version: 2 } };
    expect(lines(parseJsonFile(outcomesSchema, JSON.stringify(mixed), "o.json"))).toEqual([
      "o.json: protocol.referenceConfirmations: Invalid input: expected number, received undefined",
    ]);
    const badKey = { "reference/0": { timedOut: false }, "confirm/m-1/x": { timedOut: false } };
    expect(lines(parseJsonFile(outcomesSchema, JSON.stringify(badKey), "o.json"))).toEqual([
      "o.json: reference/0: keys are 'protocol', 'reference/<n>' (n from 1), 'mutants/<id>', 'confirm/<id>/<r>' or 'confirm/_reference/<name>'",
      "o.json: confirm/m-1/x: keys are 'protocol', 'reference/<n>' (n from 1), 'mutants/<id>', 'confirm/<id>/<r>' or 'confirm/_reference/<name>'",
    ]);
    const badValue = { "mutants/m-1": { exitCode: 1 }, protocol: { version: 1 } };
    expect(lines(parseJsonFile(outcomesSchema, JSON.stringify(badValue), "o.json"))[0]).toMatch(
      /^o\.json: protocol\.version: /,
    );
  });
});
