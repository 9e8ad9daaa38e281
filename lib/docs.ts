import fs from "node:fs";
import path from "node:path";

/**
 * The pages of `docs/` that the site serves at `/docs/<name>`: those written for people who
 * submit results, run suites, read the leaderboard, maintain a benchmark or host a site of
 * their own. Grouped for the index page, in reading order.
 */
export const SERVED_DOCS = [
  {
    group: "Submitting results",
    docs: [
      { name: "bundle-format", summary: "What a result bundle holds, file by file." },
      { name: "running-suites", summary: "Building a benchmark and running suites with tsb." },
      { name: "scaling", summary: "Spreading a full evaluation over many machines." },
      { name: "api", summary: "The HTTP API: reading results, uploading bundles." },
    ],
  },
  {
    group: "Reading the results",
    docs: [
      { name: "scoring", summary: "How a bundle becomes M, V and R." },
      { name: "drill-down", summary: "The instance, mutant and compare pages, and exports." },
      {
        name: "trajectories",
        summary: "Agents' logs: how each suite was written, Table 3, Figures 10 and 11, review.",
      },
      { name: "demo-data", summary: "How each demo submission on this site was made." },
    ],
  },
  {
    group: "Maintaining a benchmark",
    docs: [
      { name: "benchmark-format", summary: "The benchmark folder: instances, specs, mutants." },
      { name: "benchmark-construction", summary: "Choosing target tests and checking mutants." },
      { name: "environments", summary: "The image a benchmark's builds and runs happen in." },
    ],
  },
  {
    group: "Hosting a leaderboard",
    docs: [
      { name: "deploy", summary: "One machine with Docker or systemd, backups, and beyond." },
      {
        name: "verification-environment",
        summary: "What verification needs, the worker's self-check, and repairs.",
      },
      { name: "storage", summary: "The SQLite file, its migrations and the storing commands." },
    ],
  },
] as const;

/**
 * Pages of `docs/` about changing the code rather than using it. They stay in the repository;
 * the test beside this file makes every new page land in one list or the other.
 */
export const DEVELOPER_DOCS = ["architecture"];

export const servedDocNames: readonly string[] = SERVED_DOCS.flatMap((g) =>
  g.docs.map((d) => d.name),
);

const DOCS_DIR = path.join(process.cwd(), "docs");

/** A served doc's markdown and its title (its first `# ` heading), or null for any other name. */
export function readDoc(name: string): { title: string; markdown: string } | null {
  if (!servedDocNames.includes(name)) return null;
  const markdown = fs.readFileSync(path.join(DOCS_DIR, `${name}.md`), "utf8");
  const title = /^#\s+(.+)$/m.exec(markdown)?.[1]?.replaceAll("`", "").trim() ?? name;
  return { title, markdown };
}

/**
 * Where a link inside a doc points on the site: `scoring.md` (or `./scoring.md#tests`) becomes
 * `/docs/scoring` (with its anchor) when that page is served; anything else is left as written.
 */
export function docHref(url: string): string {
  const local = /^(?:\.\/)?([a-z0-9-]+)\.md(#.*)?$/i.exec(url);
  if (!local || !servedDocNames.includes(local[1]!)) return url;
  return `/docs/${local[1]}${local[2] ?? ""}`;
}
