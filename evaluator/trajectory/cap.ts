import type { CappedText } from "./types.ts";

/**
 * Caps on what a step keeps, in characters. A 10,000-step session then stays near 10,000 × 3
 * caps in memory whatever its tools printed, and a viewer can show every step. Figures never
 * need more: they use counts, classes and the original lengths.
 */
export const defaultCaps = { output: 4096, text: 4096, input: 4096, command: 4096 } as const;
export type Caps = { [K in keyof typeof defaultCaps]: number };

/** `text` cut to `max` characters, with its original length. */
export function capText(text: string, max: number): CappedText {
  if (text.length <= max) return { text, length: text.length, truncated: false };
  return { text: text.slice(0, max), length: text.length, truncated: true };
}

/** A value as capped text: strings as they are, anything else as JSON. */
export function capValue(value: unknown, max: number): CappedText {
  if (typeof value === "string") return capText(value, max);
  let json: string;
  try {
    json = JSON.stringify(value) ?? String(value);
  } catch {
    json = String(value);
  }
  return capText(json, max);
}

/**
 * The text of content as agents record it: a string, or a list of parts (`{type:"text",
 * text}`, `{type:"output_text", text}`, `{content}`) whose texts are joined.
 */
export function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map(contentText).filter(Boolean).join("\n");
  if (content && typeof content === "object") {
    const c = content as Record<string, unknown>;
    if (typeof c.text === "string") return c.text;
    if (typeof c.output === "string") return c.output;
    if ("content" in c) return contentText(c.content);
  }
  return "";
}
