import { describe, expect, it } from "vitest";
import { terminalSafe } from "./terminal-text.ts";

describe("terminalSafe", () => {
  it("removes escape sequences whole: OSC title, CSI clear screen, C1 forms, DCS", () => {
    expect(terminalSafe("a\x1b]0;pwned\x07b")).toBe("ab");
    expect(terminalSafe("a\x1b]52;c;ZXZpbA==\x1b\\b")).toBe("ab");
    expect(terminalSafe("\x1b[2J\x1b[1;1Hclean")).toBe("clean");
    expect(terminalSafe("x\x9b31mred\x9d0;t\x9cy")).toBe("xredy");
    expect(terminalSafe("\x1bPq#0;2;0;0;0\x1b\\ok")).toBe("ok");
    expect(terminalSafe("\x1bcreset")).toBe("reset");
  });

  it("drops C0 (but newline and tab), DEL and C1 controls, and keeps other text", () => {
    expect(terminalSafe("a\rb\x00c\x07d\x7fe\x85f")).toBe("abcdef");
    expect(terminalSafe("line 1\n\tline 2 — ünïcode ✓")).toBe("line 1\n\tline 2 — ünïcode ✓");
  });
});
