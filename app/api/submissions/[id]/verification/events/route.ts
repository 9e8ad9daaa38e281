import { parseSubmissionId } from "@/lib/submission-id";
import { verificationEvents } from "./progress-stream";

export const dynamic = "force-dynamic";

/** Server-sent events: a submission's verification progress until it ends. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = parseSubmissionId((await params).id);
  if (id === null) return Response.json({ error: "no submission with this id" }, { status: 404 });
  return verificationEvents(id, request.signal);
}
