import { setHidden } from "@/db/queries";
import { pairStatistics } from "@/evaluator/stats/paired";
import { parseSubmissionId } from "@/lib/submission-id";
import { authenticateAdmin } from "@/lib/upload/auth";
import { z } from "zod";

const bodySchema = z.object({
  hidden: z.boolean(),
  reason: z.string().trim().min(1, "say why (it goes in the audit log)").max(2000),
});

/**
 * Hides or shows a submission (admin tokens from TSB_ADMIN_TOKENS). Nothing is deleted: the
 * row only leaves the leaderboard, and the audit log records who, when and why.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const auth = authenticateAdmin(request);
  if (!auth.ok) return Response.json({ error: auth.message }, { status: auth.status });
  const id = parseSubmissionId((await params).id);
  const body = bodySchema.safeParse(await request.json().catch(() => null));
  if (!body.success) {
    return Response.json(
      {
        error: `expected {"hidden": true|false, "reason": "..."}: ${body.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; ")}`,
      },
      { status: 400 },
    );
  }
  const changed =
    id !== null &&
    // The evaluator's statistics: hiding a trial recomputes its entry's figures and ranks.
    (await setHidden(
      id,
      body.data.hidden,
      auth.owner,
      body.data.reason,
      undefined,
      pairStatistics,
    ));
  if (!changed) return Response.json({ error: "no submission with this id" }, { status: 404 });
  return Response.json({ id, hidden: body.data.hidden });
}
