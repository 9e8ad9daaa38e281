import type { TrajectoryFormat } from "../types.ts";
import { readAiderChat } from "./aider-chat.ts";
import { readAiderLlmHistory } from "./aider-llm-history.ts";
import { readAsciinemaCast } from "./asciinema-cast.ts";
import { readAtif } from "./atif.ts";
import { readClaudeCode } from "./claude-code.ts";
import { readCodexRollout } from "./codex.ts";
import type { Reader } from "./context.ts";
import { readGeminiJson, readGeminiJsonl } from "./gemini-cli.ts";
import { readInspectEval, readInspectJson } from "./inspect.ts";
import { readKimiWire } from "./kimi.ts";
import { readMiniSweAgent } from "./mini-swe-agent.ts";
import { readOpenHandsEvents, readOpenHandsOutput } from "./openhands.ts";
import { readOpenHandsV1 } from "./openhands-v1.ts";
import { readSweAgent } from "./swe-agent.ts";
import { readTerminalBenchCommands } from "./terminal-bench.ts";

/** One reader per format; a family with several formats has several entries. */
export const readers: Record<TrajectoryFormat, Reader> = {
  "claude-code-jsonl": readClaudeCode,
  "codex-rollout": readCodexRollout,
  "swe-agent-traj": readSweAgent,
  "mini-swe-agent-traj": readMiniSweAgent,
  "openhands-events": readOpenHandsEvents,
  "openhands-output": readOpenHandsOutput,
  "openhands-v1-events": readOpenHandsV1,
  "inspect-eval": readInspectEval,
  "inspect-json": readInspectJson,
  "aider-chat-md": readAiderChat,
  "aider-llm-history": readAiderLlmHistory,
  "gemini-cli-json": readGeminiJson,
  "gemini-cli-jsonl": readGeminiJsonl,
  "terminal-bench-commands": readTerminalBenchCommands,
  "asciinema-cast": readAsciinemaCast,
  "kimi-wire": readKimiWire,
  atif: readAtif,
};
