import { expect, it } from "vitest";
import { highlight, languageOfPath } from "./highlight";

it("highlights a diff into coloured spans and escapes the code", async () => {
  const html = await highlight("--- a/x.py\n+++ b/x.py\n-a = '<script>'\n+a = 1\n", "diff");
  expect(html).toMatch(/^<pre class="shiki/);
  expect(html).toContain("--shiki-dark");
  expect(html).toContain("&#x3C;script>");
  expect(html).not.toContain("<script>");
});

it("picks a language by file extension", () => {
  expect(languageOfPath("tests/test_cli.py")).toBe("python");
  expect(languageOfPath("src/main.rs")).toBe("rust");
  expect(languageOfPath("README")).toBe("text");
  expect(languageOfPath(null)).toBe("text");
});
