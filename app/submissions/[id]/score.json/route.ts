import { getScoreReport, getVerification } from "@/db/queries";
import { parseSubmissionId } from "@/lib/submission-id";

/**
 * The submission's scored document, in the `tsb score --json` shape, as a download: the report
 * alone. `/api/submissions/<id>` is the same report with the site's findings added
 * (`verification`, `reviewFlags`, `coverage`, `killReasons`; docs/api.md).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = parseSubmissionId((await params).id);
  const report = id == null ? null : await getScoreReport(id);
  const verification = id == null ? null : getVerification(id);
  // A suites-only submission has no figures of its own until the site's runs are done.
  const awaitingRuns = verification?.kind === "suites-only" && verification.status !== "verified";
  if (!report || awaitingRuns) {
    return Response.json(
      {
        error: awaitingRuns
          ? "No figures yet: this submission carried suites only, and the site's runs of them are not done."
          : "No scored report for this submission (unknown id, hidden, or reported in the paper).",
      },
      { status: 404 },
    );
  }
  return new Response(JSON.stringify(report, null, 2) + "\n", {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="submission-${id}-score.json"`,
    },
  });
}
