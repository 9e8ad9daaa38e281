import { redirect } from "next/navigation";
import { getSubmission } from "@/db/queries";
import { instancesHref } from "@/lib/benchmark-links";
import { parseSubmissionId } from "@/lib/submission-id";

/**
 * The instances of a submission's own benchmark version: where the header's "Instances" leads
 * from a submission's page (tsb-mini 1.0's for a 1.0 submission, whatever version is latest).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = parseSubmissionId((await params).id);
  const submission = id === null ? null : await getSubmission(id);
  if (!submission || submission.hidden)
    return Response.json({ error: "no visible submission with this id" }, { status: 404 });
  redirect(instancesHref(submission.benchmark));
}
