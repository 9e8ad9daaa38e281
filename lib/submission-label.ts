/** What a submission can be told apart by. */
export interface LabelSource {
  id: number;
  model: string;
  agent?: string | null;
  setting?: string | null;
  reasoningEffort?: string | null;
  date?: string | null;
  /** Where the paper reported the row ("Table 2"), for rows copied from it. */
  citation?: string | null;
}

/** A submission's name where others are named beside it: its name, and what sets it apart. */
export interface SubmissionLabel {
  name: string;
  /** Null when the name alone is unique among the submissions shown. */
  detail: string | null;
  /** `name · detail`, or the name alone. */
  text: string;
}

/**
 * The fields that tell apart submissions of one name, in the order they are tried, with the
 * text for a missing value and whether words that all the values start with are dropped (an
 * agent's "coding-agent session, " is; a citation's "Table " is not).
 */
const FIELDS = [
  ["agent", "no agent", true],
  ["setting", "no setting", false],
  ["reasoningEffort", "default effort", false],
  ["date", "no date", false],
  ["citation", "not cited", false],
] as const;

/**
 * Drops the words every value starts with ("coding-agent session, terse brief" and
 * "coding-agent session, focused brief" become "terse brief" and "focused brief"), unless that
 * would leave a value empty.
 */
function withoutSharedStart(values: string[]): string[] {
  const words = values.map((v) => v.split(/(?<=\s)/));
  let shared = 0;
  while (words.every((w) => w.length > shared + 1 && w[shared] === words[0]![shared])) shared++;
  return words.map((w) => w.slice(shared).join(""));
}

/**
 * Labels for submissions named together (chart points, Venn and UpSet sets, compare lists),
 * in the order given. Submissions whose names (`nameOf`, the model by default) are the same get
 * a detail from the fields among agent, setting, reasoning effort, date and citation whose
 * values differ within that group, and their id when none differs.
 */
export function submissionLabels<T extends LabelSource>(
  subs: readonly T[],
  nameOf: (s: T) => string = (s) => s.model,
): SubmissionLabel[] {
  const names = subs.map(nameOf);
  const details: (string | null)[] = subs.map(() => null);
  const groups = new Map<string, number[]>();
  names.forEach((n, i) => groups.set(n, [...(groups.get(n) ?? []), i]));
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const parts: string[][] = members.map(() => []);
    for (const [field, missing, trimShared] of FIELDS) {
      const values = members.map((i) => subs[i]![field] ?? "");
      if (new Set(values).size < 2) continue;
      (trimShared ? withoutSharedStart(values) : values).forEach((v, k) =>
        parts[k]!.push(v || missing),
      );
    }
    const texts = parts.map((p) => p.join(", "));
    members.forEach((i, k) => {
      const clash = texts.filter((t) => t === texts[k]).length > 1;
      details[i] = [texts[k], clash ? `#${subs[i]!.id}` : ""].filter(Boolean).join(", ");
    });
  }
  return names.map((name, i) => {
    const detail = details[i] ?? null;
    return { name, detail, text: detail ? `${name} · ${detail}` : name };
  });
}

/**
 * A label cut to `max` characters for a tight spot (an SVG caption), shortening the name before
 * the detail, since the detail is what tells the label apart from its neighbours.
 */
export function fitLabel(label: SubmissionLabel, max: number): string {
  if (label.text.length <= max) return label.text;
  const cut = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`);
  if (!label.detail) return cut(label.name, max);
  const detail = cut(label.detail, Math.max(8, Math.ceil(max / 2)));
  return `${cut(label.name, Math.max(4, max - detail.length - 3))} · ${detail}`;
}
