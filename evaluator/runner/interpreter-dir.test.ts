import { describe, expect, it } from "vitest";
import { findInView } from "./interpreter-dir.ts";

describe("findInView", () => {
  it("finds an interpreter on the view's PATH through its links", () => {
    const node = findInView({ binds: [{ path: "/usr", why: "" }], path: "/usr/bin" }, "sh");
    expect(node).toMatch(/^\/usr\//);
    expect(findInView({ binds: [], path: "/usr/bin" }, "sh")).toBeNull();
  });
});
