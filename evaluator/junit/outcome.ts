import type { JUnitCase } from "../types.ts";

type CaseOutcome = JUnitCase["outcome"];

const severity: Record<CaseOutcome, number> = { passed: 0, skipped: 1, failed: 2 };

/** The worse of two outcomes: failed > skipped > passed (DESIGN.md, "Scoring"). */
export function worseOutcome(a: CaseOutcome, b: CaseOutcome): CaseOutcome {
  return severity[b] > severity[a] ? b : a;
}

/**
 * Folds a duplicate of a test id into the case already seen. pytest writes a call failure and a
 * teardown error as two testcases with one id; the worst outcome wins, and with it its message,
 * so a failing test keeps its failure text even when a later duplicate passed.
 */
export function mergeDuplicate(seen: JUnitCase, next: JUnitCase): void {
  if (severity[next.outcome] > severity[seen.outcome]) {
    seen.outcome = next.outcome;
    seen.message = next.message;
    // The element and type go with the message; absent stays absent, not an undefined key.
    if (next.failureElement !== undefined) seen.failureElement = next.failureElement;
    else delete seen.failureElement;
    if (next.failureType !== undefined) seen.failureType = next.failureType;
    else delete seen.failureType;
  } else if (seen.message === undefined && next.outcome === seen.outcome) {
    seen.message = next.message;
  }
  seen.file ??= next.file;
  seen.line ??= next.line;
}

/** Caps a message at `cap` characters, marking a cut with a trailing "…". */
export function capMessage(message: string, cap: number): string {
  if (message.length <= cap) return message;
  // Avoid splitting a surrogate pair, which would leave a lone half in the stored text.
  let end = cap - 1;
  const code = message.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${message.slice(0, end)}…`;
}
