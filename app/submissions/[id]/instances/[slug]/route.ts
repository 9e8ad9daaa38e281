import { redirect } from "next/navigation";
import { getSubmission } from "@/db/queries";
import { instanceHref } from "@/lib/benchmark-links";
import { parseSubmissionId } from "@/lib/submission-id";

/**
 * A submission's result on one instance, on the instance's page of the submission's own benchmark
 * version (`?submission=<id>`): an address that needs no version, because the submission fixes it.
 * 404 when the submission is unknown or hidden, or did not submit the instance.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ id: string; slug: string }> },
) {
  const raw = await params;
  const id = parseSubmissionId(raw.id);
  const slug = decodeURIComponent(raw.slug);
  const submission = id === null ? null : await getSubmission(id);
  if (
    !submission ||
    submission.hidden ||
    !submission.instances.some((i) => i.slug === slug && i.submitted)
  )
    return Response.json(
      { error: "no visible submission with this id that submitted this instance" },
      { status: 404 },
    );
  redirect(instanceHref({ benchmark: submission.benchmark, instance: slug }, { submission: id }));
}
