import type { JUnitCase, SuiteError } from "../types.ts";
import { capMessage, mergeDuplicate, worseOutcome } from "./outcome.ts";
import {
  isNodeTotalsComment,
  NODE_CLASSNAME,
  SUITE_PATH_SEPARATOR,
  testId,
  type RawCaseName,
} from "./test-id.ts";

type Outcome = JUnitCase["outcome"];

/** A testcase whose id waits for the end of the file (see test-id.ts). */
interface PendingCase extends RawCaseName {
  testCase: JUnitCase;
}

/** The attributes of the element being opened, as the parser offers them. */
export interface TagAttributes {
  /** The value, decoded; undefined when absent. */
  get(name: string): string | undefined;
  has(name: string): boolean;
  /**
   * The same attributes, still readable after later tags have been read (until the next call
   * of `keep`): a testcase's are read only once its outcome is known.
   */
  keep(): TagAttributes;
}

/** Thrown from event handlers; the parser adds the file and position. */
export class JUnitShapeError extends Error {}

/**
 * Child elements of `<testcase>` that decide its outcome. Surefire's `flakyFailure` and
 * `flakyError` record failed attempts of a test that passed on rerun, so they leave the
 * outcome alone; `rerunFailure` and `rerunError` record reruns of a test that kept failing,
 * so they mean failed even if the first `<failure>` is missing.
 */
const outcomeOf: Record<string, Outcome | "flaky"> = {
  failure: "failed",
  error: "failed",
  rerunFailure: "failed",
  rerunError: "failed",
  skipped: "skipped",
  flakyFailure: "flaky",
  flakyError: "flaky",
};

/**
 * `status`/`result` values of a testcase that never ran. GoogleTest writes `DISABLED_` tests as
 * `status="notrun"` and CTest writes `status="disabled"`, both without a child element.
 */
const notRunStatuses = new Set(["notrun", "disabled", "skipped", "skip", "ignored", "pending"]);

function isNotRun(status: string | undefined): boolean {
  return status !== undefined && notRunStatuses.has(status.toLowerCase());
}

const noAttributes: TagAttributes = {
  get: () => undefined,
  has: () => false,
  keep: () => noAttributes,
};

/** The element's name without a namespace prefix: `<j:testcase>` is a testcase. */
function localName(name: string): string {
  const colon = name.indexOf(":");
  return colon === -1 ? name : name.slice(colon + 1);
}

/**
 * Turns parser events (from saxes or from the byte scanner, see fast-scan.ts) into test cases.
 * Only elements that matter are looked at; anything else (properties, system-out, unknown
 * elements) is skipped, but still counted for depth. The case being read lives in plain
 * fields, so each testcase costs one object.
 */
export class JUnitCollector {
  /** Set while the text of an outcome element is wanted as its message. */
  capturingText = false;
  /** Every `<testcase>` element seen, duplicates included. */
  testcaseElements = 0;
  readonly suiteErrors: SuiteError[] = [];
  private readonly cases = new Map<string, JUnitCase>();
  private readonly pending: PendingCase[] = [];
  private nodeDialect = false;
  private depth = 0;
  private readonly suiteStack: string[] = [];
  /** Depth of each open `<testsuite>`, innermost last. */
  private readonly suiteDepths: number[] = [];
  /** Shared by every case of one suite, so cases do not each copy the path. */
  private suitePath: readonly string[] = [];
  private suiteKey: string | undefined;
  /** Depth of the open testcase, 0 when none is open. */
  private caseDepth = 0;
  private caseAttributes: TagAttributes = noAttributes;
  private caseOutcome: Outcome = "passed";
  private caseHasOutcomeChild = false;
  private caseMessage: string | undefined;
  private caseFailureElement: JUnitCase["failureElement"];
  private caseFailureType: string | undefined;
  /** Depth of the outcome element whose text is being captured. */
  private captureDepth = -1;
  private captureOutcome: Outcome = "passed";
  private captured = "";
  /** The suite-level error whose text is being captured, if any. */
  private capturingSuiteError: SuiteError | undefined;

  constructor(
    private readonly maxDepth: number,
    private readonly messageCap: number,
    /** Drop cases that did not fail (see JUnitParseOptions.keep). */
    private readonly failuresOnly = false,
  ) {}

  openTag(qualifiedName: string, attributes: TagAttributes): void {
    const depth = ++this.depth;
    if (depth > this.maxDepth) {
      throw new JUnitShapeError(`elements nest deeper than ${this.maxDepth} levels`);
    }
    const name = localName(qualifiedName);
    if (depth === 1) {
      if (name !== "testsuites" && name !== "testsuite") {
        throw new JUnitShapeError(
          `root element is <${qualifiedName}>, expected <testsuites> or <testsuite>`,
        );
      }
      if (name === "testsuites") return;
    }
    if (this.caseDepth !== 0) {
      if (name === "testcase" || name === "testsuite") {
        throw new JUnitShapeError(`<${qualifiedName}> inside <testcase>`);
      }
      if (depth === this.caseDepth + 1) this.openOutcome(name, attributes, depth);
      return;
    }
    if (name === "testcase") {
      this.openCase(attributes, depth);
    } else if (name === "testsuite") {
      this.suiteStack.push(attributes.get("name") ?? "");
      this.suiteDepths.push(depth);
      this.suitePath = this.suiteStack.slice();
      this.suiteKey = this.suitePath.join(SUITE_PATH_SEPARATOR);
    } else if (
      (name === "error" || name === "failure") &&
      depth === (this.suiteDepths[this.suiteDepths.length - 1] ?? -1) + 1
    ) {
      this.openSuiteError(attributes, depth);
    }
  }

  closeTag(): void {
    const depth = this.depth--;
    if (depth === this.captureDepth) this.closeCapture();
    if (this.caseDepth !== 0) {
      if (depth === this.caseDepth) this.closeCase();
      return;
    }
    if (depth === this.suiteDepths[this.suiteDepths.length - 1]) {
      this.suiteStack.pop();
      this.suiteDepths.pop();
      this.suitePath = this.suiteStack.slice();
      this.suiteKey =
        this.suitePath.length === 0 ? undefined : this.suitePath.join(SUITE_PATH_SEPARATOR);
    }
  }

  text(text: string): void {
    if (this.captured.length <= this.messageCap) this.captured += text;
  }

  comment(text: string): void {
    if (this.depth === 1 && isNodeTotalsComment(text)) this.nodeDialect = true;
  }

  /** The file's cases keyed by test id, once the whole document has been read. */
  finish(): Map<string, JUnitCase> {
    for (const pending of this.pending) {
      pending.testCase.id = testId(pending, this.nodeDialect);
      this.add(pending.testCase);
    }
    this.pending.length = 0;
    return this.cases;
  }

  private openCase(attributes: TagAttributes, depth: number): void {
    this.testcaseElements++;
    if (!attributes.has("name")) throw new JUnitShapeError("<testcase> has no name attribute");
    // Only node writes testcases directly under <testsuites>.
    if (depth === 2 && this.suiteStack.length === 0) this.nodeDialect = true;
    this.caseDepth = depth;
    // Read at the end of the case: most cases of a mutant's run passed and are dropped unread.
    this.caseAttributes = attributes.keep();
    this.caseOutcome = "passed";
    this.caseHasOutcomeChild = false;
    this.caseMessage = undefined;
    this.caseFailureElement = undefined;
    this.caseFailureType = undefined;
  }

  private closeCase(): void {
    const attributes = this.caseAttributes;
    this.caseDepth = 0;
    if (!this.caseHasOutcomeChild) {
      // A test that never ran has no outcome child; its status or result attribute says so.
      if (isNotRun(attributes.get("status")) || isNotRun(attributes.get("result")))
        this.caseOutcome = "skipped";
    }
    // Failed is the worst outcome, so dropping the others cannot change a collapsed duplicate.
    if (this.failuresOnly && this.caseOutcome !== "failed") return;
    const testCase: JUnitCase = { id: "", outcome: this.caseOutcome };
    if (this.caseMessage !== undefined) testCase.message = this.caseMessage;
    if (this.caseOutcome === "failed" && this.caseFailureElement !== undefined) {
      testCase.failureElement = this.caseFailureElement;
      if (this.caseFailureType !== undefined) testCase.failureType = this.caseFailureType;
    }
    const file = attributes.get("file");
    if (file !== undefined && file !== "") testCase.file = file;
    const lineText = attributes.get("line");
    const line = lineText === undefined ? NaN : Number(lineText);
    if (Number.isInteger(line)) testCase.line = line;
    if (this.suiteKey !== undefined) testCase.suite = this.suiteKey;
    const name = attributes.get("name") ?? "";
    const classname = attributes.get("classname");
    if (classname && classname !== NODE_CLASSNAME) {
      // The id does not depend on the dialect: settle it now.
      testCase.id = `${classname}.${name}`;
      this.add(testCase);
    } else {
      this.pending.push({ classname, name, suitePath: this.suitePath, testCase });
    }
  }

  private add(testCase: JUnitCase): void {
    const seen = this.cases.get(testCase.id);
    if (seen === undefined) this.cases.set(testCase.id, testCase);
    else mergeDuplicate(seen, testCase);
  }

  private openOutcome(name: string, attributes: TagAttributes, depth: number): void {
    const outcome = outcomeOf[name];
    if (outcome === undefined || outcome === "flaky") return;
    this.caseHasOutcomeChild = true;
    if (outcome === "failed" && this.caseFailureElement === undefined) {
      // The first failing element says how the test failed (a kill's reason); later ones add
      // nothing, as with the message.
      this.caseFailureElement = name === "error" || name === "rerunError" ? "error" : "failure";
      const type = attributes.get("type");
      if (type !== undefined && type !== "") this.caseFailureType = capMessage(type, 200);
    }
    const worse = worseOutcome(this.caseOutcome, outcome);
    // The first message of the worst outcome stays; later ones of the same rank add nothing.
    const wantsMessage = worse !== this.caseOutcome || this.caseMessage === undefined;
    if (worse !== this.caseOutcome) this.caseMessage = undefined;
    this.caseOutcome = worse;
    if (!wantsMessage || worse !== outcome) return;
    const message = attributes.get("message");
    if (message !== undefined && message !== "") {
      this.caseMessage = capMessage(message, this.messageCap);
    } else {
      this.startCapture(depth, outcome);
    }
  }

  /**
   * A `<testsuite>`'s own `<error>` or `<failure>` (Ant writes one for a class that failed to
   * load, with no testcase). It is kept with the suite's path; scoring decides what it fails.
   */
  private openSuiteError(attributes: TagAttributes, depth: number): void {
    const message = attributes.get("message");
    const error: SuiteError = {
      suite: this.suiteKey ?? "",
      message: message === undefined ? "" : capMessage(message, this.messageCap),
    };
    this.suiteErrors.push(error);
    if (error.message === "") {
      this.capturingSuiteError = error;
      this.startCapture(depth, "failed");
    }
  }

  private startCapture(depth: number, outcome: Outcome): void {
    this.captureDepth = depth;
    this.captureOutcome = outcome;
    this.captured = "";
    this.capturingText = true;
  }

  private closeCapture(): void {
    const text = this.captured.trim();
    if (this.capturingSuiteError) {
      this.capturingSuiteError.message = capMessage(text, this.messageCap);
      this.capturingSuiteError = undefined;
    } else if (this.caseDepth !== 0 && this.caseOutcome === this.captureOutcome && text !== "") {
      this.caseMessage = capMessage(text, this.messageCap);
    }
    this.captureDepth = -1;
    this.captured = "";
    this.capturingText = false;
  }
}
