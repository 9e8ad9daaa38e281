import { SaxesParser } from "saxes";
import { BundleError } from "../errors.ts";
import type { JUnitResult } from "../types.ts";
import { JUnitCollector, JUnitShapeError, type TagAttributes } from "./junit-collector.ts";
import type { JUnitLimits } from "./limits.ts";

/**
 * One pass of saxes over one file's text, feeding a `JUnitCollector`. Without `trackPosition` saxes
 * runs about a tenth faster; errors then carry no position, so callers that hold the whole text
 * parse again with tracking to locate the error (errors are rare, files are small).
 */
export class JUnitSession {
  private readonly parser: SaxesParser<{ xmlns: false; position: boolean }>;
  private readonly collector: JUnitCollector;

  constructor(
    readonly file: string,
    limits: JUnitLimits,
    trackPosition: boolean,
    failuresOnly = false,
  ) {
    const parser = new SaxesParser<{ xmlns: false; position: boolean }>({
      xmlns: false,
      position: trackPosition,
    });
    const collector = new JUnitCollector(limits.maxDepth, limits.messageCap, failuresOnly);
    this.parser = parser;
    this.collector = collector;
    const onText = (text: string): void => collector.text(text);
    parser.on("error", (error) => this.fail(error.message.replace(/^\d+:\d+: /, "")));
    parser.on("doctype", (doctype) => {
      if (/<!ENTITY/i.test(doctype)) this.fail("DOCTYPE declares entities, which are not allowed");
    });
    parser.on("comment", (text) => collector.comment(text));
    parser.on("opentag", (tag) => {
      try {
        collector.openTag(tag.name, new RecordAttributes(tag.attributes));
      } catch (error) {
        this.rethrow(error);
      }
      // Text is only wanted inside an outcome element without a message attribute; leaving the
      // handler off elsewhere lets saxes skip building text nodes.
      if (collector.capturingText) {
        parser.on("text", onText);
        parser.on("cdata", onText);
      }
    });
    parser.on("closetag", () => {
      const wasCapturing = collector.capturingText;
      try {
        collector.closeTag();
      } catch (error) {
        this.rethrow(error);
      }
      if (wasCapturing && !collector.capturingText) {
        parser.off("text");
        parser.off("cdata");
      }
    });
  }

  /**
   * Throws a `BundleError` for this file at the parser's current position; `ahead` moves the
   * column past characters not yet given to the parser (a bad byte is reported at its own column).
   */
  fail(message: string, ahead = 0): never {
    const { line, column } = this.parser;
    throw new BundleError([{ file: this.file, line, column: column + ahead, message }]);
  }

  write(text: string): void {
    this.parser.write(text);
  }

  /** Ends the document and returns its cases, keyed by test id. */
  close(): JUnitResult {
    this.parser.close();
    const cases = this.collector.finish();
    const { suiteErrors, testcaseElements } = this.collector;
    return { cases, suiteErrors, testcaseElements };
  }

  private rethrow(error: unknown): never {
    if (error instanceof JUnitShapeError) this.fail(error.message);
    throw error;
  }
}

/** saxes gives each tag a fresh record, so keeping it needs no copy. */
class RecordAttributes implements TagAttributes {
  constructor(private readonly record: Record<string, string>) {}
  get(name: string): string | undefined {
    return Object.hasOwn(this.record, name) ? this.record[name] : undefined;
  }
  has(name: string): boolean {
    return Object.hasOwn(this.record, name);
  }
  keep(): TagAttributes {
    return this;
  }
}
