import { getScoreReport } from "@/db/queries";
import { parseSubmissionId } from "@/lib/submission-id";

/** The submission's scored document, in the `tsb score --json` shape, as a download. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = parseSubmissionId((await params).id);
  const report = id == null ? null : await getScoreReport(id);
  if (!report) {
    return Response.json(
      {
        error:
          "No scored report for this submission (unknown id, hidden, or reported in the paper).",
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
