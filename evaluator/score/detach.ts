/**
 * Copies of strings that outlive the parse of their file. V8 represents a substring as a slice
 * that keeps its whole parent alive, and the JUnit parser's ids and messages are slices of the
 * file's text: keeping a handful of messages per mutant file would otherwise retain every file
 * of a 12k-file bundle. Equal strings share one copy (messages repeat a lot within a suite).
 */
export class StringPool {
  private readonly copies = new Map<string, string>();

  detach(text: string): string {
    let copy = this.copies.get(text);
    if (copy === undefined) {
      // Decoding fresh bytes is a reliable way to get a flat string that shares nothing.
      copy = Buffer.from(text, "utf8").toString("utf8");
      this.copies.set(copy, copy);
    }
    return copy;
  }
}
