import { redirect } from "next/navigation";
import { getSubmission } from "@/db/queries";
import { benchmarkFiguresHref } from "@/lib/benchmark-links";
import { parseSubmissionId } from "@/lib/submission-id";

/**
 * The figures of a submission's own benchmark version, with the submission chosen: where the
 * header's "Figures" leads from a submission's page or a comparison.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = parseSubmissionId((await params).id);
  const submission = id === null ? null : await getSubmission(id);
  if (!submission || submission.hidden)
    return Response.json({ error: "no visible submission with this id" }, { status: 404 });
  redirect(benchmarkFiguresHref(submission.benchmark, [submission.id]));
}
