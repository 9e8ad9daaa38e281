import { getInstance, getKillMatrix, getSubmission, getSuiteCoverage } from "@/db/queries";
import { toStrykerReport } from "./stryker";
import { parseSubmissionId } from "@/lib/submission-id";

type Params = Promise<{ id: string; slug: string }>;

/**
 * A submission's kill matrix on one instance as a Stryker mutation testing report (schema 2).
 * The instance is the one of the submission's own benchmark version: its spec, sections and
 * mutants are that version's, never the latest version's instance of the same id.
 */
export async function GET(_request: Request, { params }: { params: Params }) {
  const raw = await params;
  const id = parseSubmissionId(raw.id);
  const slug = decodeURIComponent(raw.slug);
  const submission = id == null ? null : await getSubmission(id);
  const instance = submission
    ? await getInstance({ benchmark: submission.benchmark, instance: slug })
    : null;
  const matrix = id != null && instance ? await getKillMatrix(id, slug) : null;
  if (!submission || submission.hidden || !instance || !matrix) {
    return Response.json(
      {
        error:
          "No kill matrix for this submission and instance (unknown, hidden, reported in the paper, or not submitted).",
      },
      { status: 404 },
    );
  }
  const coverage = await getSuiteCoverage(id!, slug);
  const report = toStrykerReport({
    instance: { slug, specMarkdown: instance.specMarkdown },
    sections: instance.sections,
    mutants: instance.mutants,
    matrix,
    answers: coverage?.answers ?? null,
  });
  const file = `submission-${id}-${slug.replace(/[^A-Za-z0-9._-]/g, "_")}-stryker.json`;
  return new Response(JSON.stringify(report) + "\n", {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${file}"`,
    },
  });
}
