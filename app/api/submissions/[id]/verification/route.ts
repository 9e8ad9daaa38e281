import { getVerification } from "@/db/queries";
import { parseSubmissionId } from "@/lib/submission-id";
import { handleCancel, handleImport } from "./import-route";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ id: string }> };

/** A submission's verification: status, runs done of total, ETA, disagreements (docs/api.md). */
export async function GET(_request: Request, { params }: Params) {
  const id = parseSubmissionId((await params).id);
  const verification = id === null ? null : getVerification(id);
  if (!verification) return Response.json({ error: "no submission with this id" }, { status: 404 });
  return Response.json(verification, { headers: { "cache-control": "no-store" } });
}

/** Admin: import the merged result of a batch run of the exported plan (`tsb verify import`). */
export async function POST(request: Request, { params }: Params) {
  return handleImport(request, parseSubmissionId((await params).id));
}

/** Admin: cancel the submission's verification, with a reason for the audit log. */
export async function DELETE(request: Request, { params }: Params) {
  return handleCancel(request, parseSubmissionId((await params).id));
}
