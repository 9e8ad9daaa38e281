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

  it("gives the line and column of a JSON syntax error", () => {
    expect(
      lines(parseJsonFile(runCostSchema, '{\n  "costUsd": 1,\n}', "instances/a/run.json")),
    ).toEqual(["instances/a/run.json:3:1: invalid JSON: Expected double-quoted property name"]);
  });

  it("accepts outcomes.json keys for reference runs and mutants only", () => {
    const good = {
      "reference/1": { exitCode: 0, timedOut: false, durationSec: 1.5 },
      "mutants/m-1": { timedOut: true },
    };
    expect(parseJsonFile(outcomesSchema, JSON.stringify(good), "o.json").ok).toBe(true);
    const bad = { "reference/0": { timedOut: false }, "mutants/m-1": { exitCode: 1 } };
    expect(lines(parseJsonFile(outcomesSchema, JSON.stringify(bad), "o.json"))).toEqual([
      "o.json: reference/0: keys are 'reference/<n>' (n from 1) or 'mutants/<id>'",
      "o.json: mutants/m-1.timedOut: Invalid input: expected boolean, received undefined",
    ]);
  });
});
