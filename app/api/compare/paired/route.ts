import { getPairedData, PairedError } from "@/db/queries";
import { pairedComparison } from "@/lib/paired/paired-comparison";
import { pairedCsv, pairedDocument, PAIRED_TABLES } from "@/lib/paired/paired-export";
import { z } from "zod";

const id = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/, "a submission id is a positive integer")
  .transform(Number);
const query = z.object({
  a: id,
  b: id,
  format: z.enum(["json", "csv"]).default("json"),
  table: z.enum(PAIRED_TABLES).default("mutants"),
  download: z.literal("1").optional(),
});

/**
 * The paired comparison of two submissions (a trial stands for its entry) as JSON, or one of
 * its tables as CSV (docs/api.md, "Paired comparison"). 400 for a malformed query, 404 for an
 * unknown or hidden id, 422 when the two cannot be paired (another benchmark version, a
 * reported row, the reference suite, one entry twice), naming why.
 */
export async function GET(request: Request) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = query.safeParse(params);
  if (!parsed.success)
    return Response.json(
      { error: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") },
      { status: 400 },
    );
  const { a, b, format, table, download } = parsed.data;
  let data;
  try {
    data = await getPairedData(a, b);
  } catch (error) {
    if (error instanceof PairedError)
      return Response.json({ error: error.message, versions: error.versions }, { status: 422 });
    throw error;
  }
  if (!data) return Response.json({ error: "no visible submission with this id" }, { status: 404 });
  const comparison = pairedComparison(data);
  const name = `paired-${a}-${b}${format === "csv" ? `-${table}.csv` : ".json"}`;
  const headers: Record<string, string> = {
    "content-type": format === "csv" ? "text/csv; charset=utf-8" : "application/json",
  };
  if (download) headers["content-disposition"] = `attachment; filename="${name}"`;
  const body =
    format === "csv"
      ? pairedCsv(comparison, table)
      : `${JSON.stringify(pairedDocument(comparison), null, 2)}\n`;
  return new Response(body, { headers });
}
