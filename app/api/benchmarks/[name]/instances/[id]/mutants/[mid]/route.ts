import { getMutant } from "@/db/queries";

/** One mutant: its spec section, patch and how each submission's tests fared. 404 on a miss. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ name: string; id: string; mid: string }> },
) {
  const { name, id, mid } = await params;
  const mutant = await getMutant(name, id, mid);
  if (!mutant)
    return Response.json(
      { error: `no mutant '${mid}' of instance '${id}' in benchmark '${name}'` },
      { status: 404 },
    );
  return Response.json(mutant);
}
