import type { JUnitCase, KillReason } from "../types.ts";

/**
 * Messages of a test that ran out of time: pytest-timeout's "Failed: Timeout (>1.0s) from
 * pytest-timeout.", subprocess's `TimeoutExpired` ("timed out after 1 seconds"), node's
 * "test timed out after 1000ms".
 */
const TIMEOUT_MESSAGE = /^Failed: Timeout\b|\bTimeoutExpired\b|\btimed out after\b/;

/**
 * The executable ended on a signal, seen through the test: pytest's assertion rewriting shows a
 * negative returncode ("where -11 = CompletedProcess(...).returncode"), and runners or helpers
 * name the signal.
 */
const SIGNAL_MESSAGE =
  /\bwhere -[1-9]\d? = [^\n]*\breturncode\b|\b(?:died|killed|terminated) (?:with|by|on) signal\b|\bSegmentation fault\b|\bSIG(?:SEGV|ABRT|BUS|FPE|ILL|KILL)\b/;

/**
 * An assertion by its message: pytest's rewritten `assert` ("assert 1 == 2", or the same after
 * "AssertionError: "), `pytest.fail` ("Failed: …"), and the messages of node's `assert` module.
 */
const ASSERTION_MESSAGE =
  /^(?:AssertionError\b|assert\b|Failed: |Expected values to be|Expected "actual"|The expression evaluated to a falsy value|Missing expected (?:exception|rejection)|Got unwanted (?:exception|rejection)|The input (?:did not match|was expected to not match)|Values (?:identical|have same structure) but)/;

/**
 * Another exception, as pytest writes a raised one (`subprocess.CalledProcessError: …`,
 * `ValueError: …`), and node's `execFileSync` on a non-zero exit ("Command failed: …").
 */
const ERROR_MESSAGE =
  /^(?:(?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception|Exit|Expired|Interrupt|Fault)(?::|$)|Command failed: )/;

/**
 * How a killing test failed on a mutant, from its JUnit element and message (DESIGN.md's kill
 * reason): `timeout` when the test ran out of time; `error` for an `<error>` element (pytest: in
 * setup or teardown), an exception other than an assertion, or the executable dying on a
 * signal; otherwise `assertion`, which is what JUnit's `<failure>` means. pytest writes every
 * exception of a test's call as a `<failure>`, so its message decides. A node test that throws
 * is a `testCodeFailure` like a failed assert, and the junit reporter keeps the cause's class
 * only in the element's text, which is not kept: a custom assert message reads as an assertion.
 */
export function killReason(
  testCase: Pick<JUnitCase, "failureElement" | "failureType" | "message">,
): KillReason {
  const message = testCase.message ?? "";
  const type = testCase.failureType ?? "";
  if (/timeout/i.test(type) || TIMEOUT_MESSAGE.test(message)) return "timeout";
  if (testCase.failureElement === "error") return "error";
  if (SIGNAL_MESSAGE.test(message)) return "error";
  // Java runners put the exception's class in `type`.
  if (/Assert|ComparisonFailure/.test(type)) return "assertion";
  if (ASSERTION_MESSAGE.test(message)) return "assertion";
  if (ERROR_MESSAGE.test(message) || /(?:Error|Exception)$/.test(type)) return "error";
  return "assertion";
}
