/**
 * Joins the hard-wrapped lines of a spec section's markdown so that the site can show it as
 * pre-wrapped text without markdown rendering: a line continuing the paragraph or list item
 * above joins it with a space; list items, table rows, blank lines and fenced code keep their
 * own lines. Nothing else changes, so a sentence found in the result is the spec's own words.
 */
export function reflowMarkdown(markdown: string): string {
  const out: string[] = [];
  let inFence = false;
  let joinable = false;
  for (const line of markdown.split("\n")) {
    const trimmed = line.trim();
    if (/^(```|~~~)/.test(trimmed)) {
      inFence = !inFence;
      out.push(line);
      joinable = false;
      continue;
    }
    if (inFence || trimmed === "" || trimmed.startsWith("|")) {
      out.push(line);
      joinable = false;
      continue;
    }
    const startsBlock = /^([-*+]|\d+[.)])\s/.test(trimmed) || /^#{1,6}\s/.test(trimmed);
    if (joinable && !startsBlock) out[out.length - 1] += ` ${trimmed}`;
    else out.push(line);
    joinable = true;
  }
  return out.join("\n");
}
