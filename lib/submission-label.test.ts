import { expect, it } from "vitest";
import { fitLabel, submissionLabels } from "./submission-label";

const demo = [
  {
    id: 1,
    model: "Reference test suite",
    agent: "tsb-mini reference suites",
    setting: "spec-only",
  },
  { id: 2, model: "Claude (version not recorded)", agent: "coding-agent session, thorough brief" },
  { id: 3, model: "Claude (version not recorded)", agent: "coding-agent session, terse brief" },
  { id: 4, model: "Claude (version not recorded)", agent: "coding-agent session, focused brief" },
];

it("tells apart submissions of one model by the words their agents do not share", () => {
  expect(submissionLabels(demo).map((l) => l.text)).toEqual([
    "Reference test suite",
    "Claude (version not recorded) · thorough brief",
    "Claude (version not recorded) · terse brief",
    "Claude (version not recorded) · focused brief",
  ]);
  expect(submissionLabels(demo)[0]!.detail).toBeNull();
});

it("uses setting, effort and date when the agent is the same, and the id as a last resort", () => {
  const rows = [
    { id: 7, model: "M", agent: "a", setting: "spec-only", date: "2026-01-01" },
    { id: 8, model: "M", agent: "a", setting: "official-docs", date: "2026-01-01" },
    { id: 9, model: "M", agent: "a", setting: "spec-only", date: "2026-02-01" },
    { id: 10, model: "M", agent: "a", setting: "spec-only", date: "2026-02-01" },
  ];
  expect(submissionLabels(rows).map((l) => l.detail)).toEqual([
    "spec-only, 2026-01-01",
    "official-docs, 2026-01-01",
    "spec-only, 2026-02-01, #9",
    "spec-only, 2026-02-01, #10",
  ]);
  const efforts = submissionLabels([
    { id: 1, model: "G", reasoningEffort: "high" },
    { id: 2, model: "G", reasoningEffort: null },
  ]);
  expect(efforts.map((l) => l.detail)).toEqual(["high", "default effort"]);
});

it("tells apart rows the paper reported in different tables by their citation", () => {
  const rows = [
    { id: 6, model: "GPT 5.6 Sol", agent: "Codex", citation: "Table 2" },
    { id: 7, model: "GPT 5.6 Sol", agent: "Codex", citation: "Table 4" },
  ];
  expect(submissionLabels(rows).map((l) => l.detail)).toEqual(["Table 2", "Table 4"]);
});

it("groups by a name of the caller's choosing", () => {
  const rows = [
    { id: 1, model: "G", reasoningEffort: "high", agent: "x" },
    { id: 2, model: "G", reasoningEffort: "low", agent: "x" },
  ];
  const labels = submissionLabels(rows, (r) => `${r.model} (${r.reasoningEffort})`);
  expect(labels.map((l) => l.text)).toEqual(["G (high)", "G (low)"]);
});

it("fits a label into a tight spot by shortening the name, keeping the detail", () => {
  const [, thorough] = submissionLabels(demo);
  expect(fitLabel(thorough!, 80)).toBe(thorough!.text);
  const short = fitLabel(thorough!, 28);
  expect(short.length).toBeLessThanOrEqual(28);
  expect(short).toMatch(/^Claude.*… · thorough brief$/);
  expect(fitLabel(submissionLabels(demo)[0]!, 10)).toBe("Reference…");
});
