import { getScoreReport } from "@/db/queries";
import { parseSubmissionId } from "@/lib/submission-id";

/** A submission's scored report (the `tsb score --json` document); 404 when unknown or hidden. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = parseSubmissionId((await params).id);
  const report = id === null ? null : await getScoreReport(id);
  if (!report) {
    return Response.json(
      {
        error: "no scored report for this id (unknown, hidden, or a result reported in the paper)",
      },
      { status: 404 },
    );
  }
  return Response.json(report);
}
