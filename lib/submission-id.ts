import { z } from "zod";

const idSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/)
  .transform(Number)
  .pipe(z.number().int().safe());

/** A submission id from a URL segment, or null when it is not a positive integer. */
export function parseSubmissionId(segment: string): number | null {
  const parsed = idSchema.safeParse(segment);
  return parsed.success ? parsed.data : null;
}
