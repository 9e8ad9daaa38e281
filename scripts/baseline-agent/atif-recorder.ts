import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Records what the baseline agent does as an ATIF trajectory (Harbor's Agent Trajectory
 * Interchange Format, `ATIF-v1.7`) while doing it: every tool call is carried out here, by the
 * means it names (`bash` runs the command line with bash in the task folder, `write_file`
 * writes the file), and its real output is the observation. Nothing is recorded that did not
 * happen.
 */
export interface AtifStep {
  step_id: number;
  timestamp: string;
  source: "user" | "agent" | "system";
  message: string;
  tool_calls?: Array<{
    tool_call_id: string;
    function_name: string;
    arguments: Record<string, unknown>;
  }>;
  observation?: { results: Array<{ source_call_id: string; content: string }> };
}

export interface AtifDocument {
  schema_version: "ATIF-v1.7";
  session_id: string;
  agent: { name: string; version: string; model_name: string };
  steps: AtifStep[];
  notes: string;
  final_metrics: {
    total_prompt_tokens: number;
    total_completion_tokens: number;
    total_cost_usd: number;
    total_steps: number;
  };
  extra: { start_time: string; end_time: string };
}

export interface ShellResult {
  output: string;
  exitCode: number;
}

export class AtifRecorder {
  private readonly steps: AtifStep[] = [];
  private readonly started = new Date();
  private calls = 0;
  private ended = this.started;

  constructor(
    /** The task folder: every command runs there and every path is relative to it. */
    private readonly cwd: string,
    private readonly agent: AtifDocument["agent"],
    private readonly sessionId: string,
    /** The environment commands run with (the agent's own, plus nothing secret). */
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  /** A message from the user (the task as handed to the agent). */
  user(message: string): void {
    this.push(new Date(), { source: "user", message });
  }

  /** A message from the agent: what it concluded or is about to do. */
  say(message: string): void {
    this.push(new Date(), { source: "agent", message });
  }

  /** Runs a command line with bash in the task folder; output is stdout then stderr. */
  bash(command: string, thought = ""): ShellResult {
    const id = this.nextCall();
    const at = new Date();
    const result = spawnSync("bash", ["-c", command], {
      cwd: this.cwd,
      env: this.env,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    const exitCode = result.status ?? 1;
    const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
    this.push(at, {
      source: "agent",
      message: thought,
      tool_calls: [{ tool_call_id: id, function_name: "bash", arguments: { command } }],
      observation: {
        results: [
          {
            source_call_id: id,
            content: exitCode === 0 ? output : `${output}\n[exit status ${exitCode}]`,
          },
        ],
      },
    });
    return { output: result.stdout ?? "", exitCode };
  }

  /** Writes a file (a path relative to the task folder), creating its folder. */
  writeFile(file: string, content: string, thought = ""): void {
    const id = this.nextCall();
    const at = new Date();
    const target = path.join(this.cwd, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
    this.push(at, {
      source: "agent",
      message: thought,
      tool_calls: [
        { tool_call_id: id, function_name: "write_file", arguments: { path: file, content } },
      ],
      observation: {
        results: [
          {
            source_call_id: id,
            content: `wrote ${Buffer.byteLength(content)} bytes to ${file}`,
          },
        ],
      },
    });
  }

  /** The trajectory so far, as the ATIF document to save. */
  document(notes: string): AtifDocument {
    return {
      schema_version: "ATIF-v1.7",
      session_id: this.sessionId,
      agent: this.agent,
      steps: this.steps,
      notes,
      // A scripted agent calls no model: no tokens, no cost.
      final_metrics: {
        total_prompt_tokens: 0,
        total_completion_tokens: 0,
        total_cost_usd: 0,
        total_steps: this.steps.length,
      },
      extra: {
        start_time: this.started.toISOString(),
        end_time: this.ended.toISOString(),
      },
    };
  }

  private nextCall(): string {
    return `call_${++this.calls}`;
  }

  /** A step, stamped with the time it started. */
  private push(at: Date, step: Omit<AtifStep, "step_id" | "timestamp">): void {
    this.ended = new Date();
    this.steps.push({
      step_id: this.steps.length + 1,
      timestamp: at.toISOString(),
      ...step,
    });
  }
}
