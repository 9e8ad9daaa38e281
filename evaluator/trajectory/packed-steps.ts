import { gunzipSync, gzipSync } from "node:zlib";
import { isAgentStep } from "./analysis/agent-steps.ts";
import type { ActionClass, Step } from "./types.ts";

/** Steps per packed chunk: what a viewer's page unpacks at once. */
export const STEPS_PER_CHUNK = 200;

/**
 * A trajectory's steps as storage keeps them: gzip'd JSON, `STEPS_PER_CHUNK` steps a chunk, so
 * a page of a 10,000-step session unpacks one chunk, and one letter per step (`kinds`) to
 * filter and draw the whole session without unpacking any.
 */
export interface PackedSteps {
  count: number;
  chunkSize: number;
  chunks: Buffer[];
  /**
   * One letter per step: an action counted as a step by its class (`r`ead, `s`earch, `w`rite,
   * e`x`ecute, `o`ther), `p` an action not counted (an empty poll); `u`ser, `a`gent and s`y`stem
   * messages; `t` a tool result with no recorded call.
   */
  kinds: string;
}

const classLetter: Record<ActionClass, string> = {
  read: "r",
  search: "s",
  write: "w",
  execute: "x",
  other: "o",
};

/** The letter `kinds` gives a step. */
export function kindLetter(step: Step): string {
  if (step.kind === "action") return isAgentStep(step) ? classLetter[step.class ?? "other"] : "p";
  if (step.kind === "observation") return "t";
  return step.actor === "user" ? "u" : step.actor === "system" ? "y" : "a";
}

export function packSteps(steps: readonly Step[], chunkSize = STEPS_PER_CHUNK): PackedSteps {
  const chunks: Buffer[] = [];
  for (let i = 0; i < steps.length; i += chunkSize)
    chunks.push(gzipSync(JSON.stringify(steps.slice(i, i + chunkSize))));
  return { count: steps.length, chunkSize, chunks, kinds: steps.map(kindLetter).join("") };
}

/** The steps of one chunk, as packed. */
export function unpackChunk(chunk: Buffer): Step[] {
  return JSON.parse(gunzipSync(chunk).toString("utf8")) as Step[];
}
