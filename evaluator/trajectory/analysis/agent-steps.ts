import type { Step, Trajectory } from "../types.ts";

/**
 * The steps a trajectory is counted in (Figure 10's "number of steps", run.json's `steps`, the
 * positions of Figure 11): the agent's actions, each tool call or command once. Messages and
 * tool results are not steps: how a log splits text into records differs between agents (Claude
 * Code writes one record per text block, SWE-agent one per turn), what an agent does does not.
 * An empty poll of a running command (Codex's `write_stdin` with no input) waits, and is not a
 * step either.
 */
export function isAgentStep(step: Step): boolean {
  if (step.kind !== "action" || step.actor !== "agent") return false;
  return !(step.tool?.name === "write_stdin" && step.class === "other");
}

/** The trajectory's steps that count, in order. */
export function agentSteps(trajectory: Trajectory): Step[] {
  return trajectory.steps.filter(isAgentStep);
}
