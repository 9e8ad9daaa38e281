import type { SaxesTagPlain } from "saxes";
import type { JUnitCase } from "../types.ts";
import { capMessage, worseOutcome } from "./outcome.ts";
import { isNodeTotalsComment, type RawCaseName } from "./test-id.ts";

/** A testcase as read, before its id is known (see test-id.ts). */
export interface RawCase extends RawCaseName {
  outcome: JUnitCase["outcome"];
  message?: string;
  file?: string;
  line?: number;
}

/** Thrown from event handlers; the parser adds the file and position. */
export class JUnitShapeError extends Error {}

/**
 * Child elements of `<testcase>` that decide its outcome. Surefire's `flakyFailure` and
 * `flakyError` record failed attempts of a test that passed on rerun, so they leave the
 * outcome alone; `rerunFailure` and `rerunError` record reruns of a test that kept failing,
 * so they mean failed even if the first `<failure>` is missing.
 */
const outcomeOf: Record<string, JUnitCase["outcome"] | "flaky"> = {
  failure: "failed",
  error: "failed",
  rerunFailure: "failed",
  rerunError: "failed",
  skipped: "skipped",
  flakyFailure: "flaky",
  flakyError: "flaky",
};

/**
 * Turns saxes events into raw testcases. Only elements that matter are looked at; anything
 * else (properties, system-out, unknown elements) is skipped, but still counted for depth.
 */
export class JUnitCollector {
  readonly cases: RawCase[] = [];
  nodeDialect = false;
  /** Set while the text of an outcome element is wanted as its message. */
  capturingText = false;

  private depth = 0;
  private readonly suiteStack: string[] = [];
  /** Shared by every case of one suite, so cases do not each copy the path. */
  private suitePath: readonly string[] = [];
  private current: RawCase | undefined;
  private currentDepth = 0;
  /** Depth of the outcome element whose text is being captured. */
  private captureDepth = -1;
  private captureOutcome: JUnitCase["outcome"] = "passed";
  private captured = "";

  constructor(
    private readonly maxDepth: number,
    private readonly messageCap: number,
  ) {}

  openTag(tag: SaxesTagPlain): void {
    const depth = ++this.depth;
    if (depth > this.maxDepth) {
      throw new JUnitShapeError(`elements nest deeper than ${this.maxDepth} levels`);
    }
    const name = tag.name;
    if (depth === 1) {
      if (name !== "testsuites" && name !== "testsuite") {
        throw new JUnitShapeError(
          `root element is <${name}>, expected <testsuites> or <testsuite>`,
        );
      }
      if (name === "testsuites") return;
    }
    if (this.current !== undefined) {
      if (name === "testcase" || name === "testsuite") {
        throw new JUnitShapeError(`<${name}> inside <testcase>`);
      }
      if (depth === this.currentDepth + 1) this.openOutcome(name, tag.attributes, depth);
      return;
    }
    if (name === "testsuite") {
      this.suiteStack.push(tag.attributes.name ?? "");
      this.suitePath = this.suiteStack.slice();
    } else if (name === "testcase") {
      this.openCase(tag.attributes, depth);
    }
  }

  closeTag(tag: SaxesTagPlain): void {
    const depth = this.depth--;
    if (depth === this.captureDepth) this.closeCapture();
    if (this.current !== undefined) {
      if (depth === this.currentDepth) {
        this.cases.push(this.current);
        this.current = undefined;
      }
      return;
    }
    if (tag.name === "testsuite" && depth > 0) {
      this.suiteStack.pop();
      this.suitePath = this.suiteStack.slice();
    }
  }

  text(text: string): void {
    if (this.captured.length <= this.messageCap) this.captured += text;
  }

  comment(text: string): void {
    if (this.depth === 1 && isNodeTotalsComment(text)) this.nodeDialect = true;
  }

  private openCase(attributes: Record<string, string>, depth: number): void {
    const name = attributes.name;
    if (name === undefined) throw new JUnitShapeError("<testcase> has no name attribute");
    // Only node writes testcases directly under <testsuites>.
    if (depth === 2 && this.suiteStack.length === 0) this.nodeDialect = true;
    const raw: RawCase = {
      classname: attributes.classname,
      name,
      suitePath: this.suitePath,
      outcome: "passed",
    };
    if (attributes.file !== undefined && attributes.file !== "") raw.file = attributes.file;
    const line = attributes.line === undefined ? NaN : Number(attributes.line);
    if (Number.isInteger(line)) raw.line = line;
    this.current = raw;
    this.currentDepth = depth;
  }

  private openOutcome(name: string, attributes: Record<string, string>, depth: number): void {
    const outcome = outcomeOf[name];
    const raw = this.current;
    if (outcome === undefined || outcome === "flaky" || raw === undefined) return;
    const worse = worseOutcome(raw.outcome, outcome);
    // The first message of the worst outcome stays; later ones of the same rank add nothing.
    const wantsMessage = worse !== raw.outcome || raw.message === undefined;
    if (worse !== raw.outcome) raw.message = undefined;
    raw.outcome = worse;
    if (!wantsMessage || worse !== outcome) return;
    const message = attributes.message;
    if (message !== undefined && message !== "") {
      raw.message = capMessage(message, this.messageCap);
    } else {
      this.captureDepth = depth;
      this.captureOutcome = outcome;
      this.captured = "";
      this.capturingText = true;
    }
  }

  private closeCapture(): void {
    const raw = this.current;
    const text = this.captured.trim();
    if (raw !== undefined && raw.outcome === this.captureOutcome && text !== "") {
      raw.message = capMessage(text, this.messageCap);
    }
    this.captureDepth = -1;
    this.captured = "";
    this.capturingText = false;
  }
}
