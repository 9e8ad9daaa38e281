import { z } from "zod";
import { getDb } from "@/db/index";
import { getVerification } from "@/db/queries";
import { ClusterProgressError, recordShardsDone } from "@/db/verification/cluster";
import { authenticateAdmin } from "@/lib/upload/auth";
import { parseSubmissionId } from "@/lib/submission-id";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ id: string }> };

const json = (body: unknown, status: number) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

const reportSchema = z.object({
  shards: z.number().int().positive(),
  done: z.array(z.number().int()).max(100_000),
});

/**
 * Admin: which shards of the submission's cluster run have finished (`tsb verify progress
 * --url`), shown on the submission page and in `GET …/verification` as `cluster`. 200 with the
 * progress; 400 for a malformed body; 404 for an unknown id; 409 when the job was not exported,
 * or in another number of shards.
 */
export async function PUT(request: Request, { params }: Params) {
  const auth = authenticateAdmin(request);
  if (!auth.ok) return json({ error: auth.message }, auth.status);
  const id = parseSubmissionId((await params).id);
  if (id === null || getVerification(id, { includeHidden: true }) === null)
    return json({ error: "no submission with this id" }, 404);
  const body = reportSchema.safeParse(await request.json().catch(() => null));
  if (!body.success)
    return json({ error: 'expected {"shards": <count>, "done": [<1-based shard index>, …]}' }, 400);
  try {
    return json(recordShardsDone(getDb(), id, body.data), 200);
  } catch (error) {
    if (error instanceof ClusterProgressError) return json({ error: error.message }, 409);
    throw error;
  }
}
