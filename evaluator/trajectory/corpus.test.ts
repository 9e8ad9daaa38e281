import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TrajectoryError } from "../errors.ts";
import { readTrajectory } from "./read-trajectory.ts";
import { trajectoryCorpus } from "./testing/trajectory-corpus.ts";
import type { ActionClass } from "./types.ts";

const root = trajectoryCorpus();

/**
 * Every corpus file, read in place. Figures were counted from the files themselves, not from
 * this reader: a step is a non-empty message, a tool call (its result merged in) or a result
 * whose call is absent, per the family rules in docs/trajectories.md. Tool calls were counted
 * with jq/python over the raw records (Claude Code: `tool_use` blocks; Codex: `function_call`,
 * `custom_tool_call` and `web_search_call` items; mini-swe-agent: assistant messages with a
 * bash block; OpenHands: `action` events other than message/system/recall; aider: "Applied
 * edit to" lines and slash commands; Terminal-Bench: lines of commands.txt, input events of
 * the cast ending in Enter or C-d). Spot checks are [n-th action, class, text in its command
 * or input], each read in the file by hand.
 */
type Row = [
  file: string,
  format: string,
  steps: number[],
  actions: number[],
  checks: [number, ActionClass, string][],
];

const S = "marot__spotter/test/fixtures/transcripts/";
const CX =
  "codemie-ai__codemie-code/src/agents/plugins/codex/__tests__/fixtures/rollout-2026-05-11T";
const SWE = "SWE-agent__SWE-agent/";
const MINI = "gruckion__mini-swe-agent/swebench_results/20251118_gemini-3-pro-74pct/trajs/";
const TB =
  "laude-institute__terminal-bench-leaderboard/results/terminal-bench-core@0.1.1/20250825_swe-agent-mini_claude-4-sonnet/";
const FIB = `${TB}2025-08-14__19-39-35/fibonacci-server/fibonacci-server.1-of-1.2025-08-14__19-39-35/`;
const HELLO = `${TB}2025-08-07__20-46-16/hello-world/hello-world.1-of-1.2025-08-07__20-46-16/`;
const OAI = "OpenAgentsInc__openagents/";

const expected: Row[] = [
  [
    `${S}short.jsonl`,
    "claude-code-jsonl",
    [7],
    [2],
    [
      [0, "execute", "mix phx.server 2>&1 | head -80"],
      [1, "search", "mix.exs"],
    ],
  ],
  [
    `${S}tool_heavy.jsonl`,
    "claude-code-jsonl",
    [16],
    [6],
    [
      [1, "read", "tail -5"],
      [2, "other", "xterm.js scroll"],
      [4, "read", "app.js"],
    ],
  ],
  [
    `${S}subagent.jsonl`,
    "claude-code-jsonl",
    [27],
    [16],
    [
      [1, "other", "credo elixir"],
      [15, "execute", "bd dep add"],
    ],
  ],
  [
    `${S}258c7280-ae70-4798-800f-63464d01a85d.jsonl`,
    "claude-code-jsonl",
    [278],
    [186],
    [
      [1, "read", "git log --oneline -20"],
      [5, "read", "annotation.ex"],
      [93, "execute", "mix test"],
    ],
  ],
  [
    `${S}258c7280-ae70-4798-800f-63464d01a85d/subagents/agent-a881341.jsonl`,
    "claude-code-jsonl",
    [6],
    [2],
    [[0, "other", "claude_code_docs_map"]],
  ],
  [
    `${S}258c7280-ae70-4798-800f-63464d01a85d/subagents/agent-acompact-fffbd0.jsonl`,
    "claude-code-jsonl",
    [4],
    [0],
    [],
  ],
  [
    "codemie-ai__codemie-code/tests/integration/session/fixtures/session-9eda1058.jsonl",
    "claude-code-jsonl",
    [12],
    [3],
    [
      [0, "write", "available-tools.md"],
      [1, "other", "Explore"],
    ],
  ],
  [
    `${CX}13-28-45-019e1695-0522-7c83-8b39-0dd379793f80.jsonl`,
    "codex-rollout",
    [44],
    [38],
    [
      [0, "read", "sed -n '1,220p'"],
      [19, "search", "rg -n -i"],
    ],
  ],
  [
    `${CX}11-26-55-019e1625-789d-76c0-80ab-3724b5ddb799.jsonl`,
    "codex-rollout",
    [122],
    [105],
    [
      [0, "read", "sed -n '1,180p'"],
      [1, "other", '"chars":""'],
    ],
  ],
  [
    "codemie-ai__codemie-code/tests/integration/metrics/fixtures/codex/sessions/2026/01/02/rollout-2026-01-02T18-39-45-019b7f94-51b4-7593-922e-ba12b5b73b52.jsonl",
    "codex-rollout",
    [6],
    [3],
    [
      [0, "search", "ls"],
      [1, "search", "rg --files"],
      [2, "read", "README.md"],
    ],
  ],
  [
    "jazzyalex__agent-sessions/Resources/Fixtures/stage0/agents/codex/small.jsonl",
    "codex-rollout",
    [10],
    [5],
    [
      [0, "search", "ls"],
      [2, "other", "example"],
    ],
  ],
  [
    `${SWE}tests/test_data/trajectories/gpt4__swe-bench-dev-easy_first_only__default__t-0.00__p-0.95__c-3.00__install-1/pydicom__pydicom-1458.traj`,
    "swe-agent-traj",
    [15],
    [12],
    [
      [0, "write", "create reproduce_bug.py"],
      [2, "execute", "python reproduce_bug.py"],
      [3, "search", "find_file"],
      [4, "read", "open pydicom"],
      [10, "write", "rm reproduce_bug.py"],
      [11, "other", "submit"],
    ],
  ],
  [
    `${SWE}tests/test_data/trajectories/gpt4__swe-agent__test-repo__default_from_url__t-0.00__p-0.95__c-3.00__install-1/swe-agent__test-repo-i1.traj`,
    "swe-agent-traj",
    [8],
    [5],
    [
      [0, "search", "find_file"],
      [1, "read", "open tests"],
      [2, "write", "edit 4:4"],
      [3, "execute", "python tests"],
    ],
  ],
  [
    `${SWE}trajectories/demonstrations/replay__marshmallow-code__marshmallow-1867__function_calling_replace__install-1/marshmallow-code__marshmallow-1867.traj`,
    "swe-agent-traj",
    [13],
    [11],
    [
      [1, "write", "insert"],
      [3, "search", "ls -F"],
      [5, "read", "open"],
    ],
  ],
  [
    `${SWE}trajectories/demonstrations/ctf/pwn/warmup.traj`,
    "swe-agent-traj",
    [9],
    [7],
    [
      [0, "read", "disassemble warmup"],
      [2, "write", "create exploit.py"],
      [5, "execute", "python exploit.py"],
    ],
  ],
  [
    `${MINI}scikit-learn__scikit-learn-10844/scikit-learn__scikit-learn-10844.traj.json`,
    "mini-swe-agent-traj",
    [20],
    [18],
    [
      [0, "search", "ls -R"],
      [9, "write", "> test_general.py"],
      [17, "write", "git add -A"],
    ],
  ],
  [
    `${MINI}pytest-dev__pytest-10051/pytest-dev__pytest-10051.traj.json`,
    "mini-swe-agent-traj",
    [37],
    [35],
    [
      [1, "write", "> reproduce_issue.py"],
      [2, "execute", "python3 reproduce_issue.py"],
      [17, "read", "sed -n '532,560p'"],
    ],
  ],
  [
    "SWE-agent__mini-swe-agent/tests/test_data/github_issue.traj.json",
    "mini-swe-agent-traj",
    [12],
    [10],
    [
      [0, "read", "cat /Users"],
      [1, "search", "ls -la"],
      [4, "write", "sed -i"],
    ],
  ],
  [
    "OpenHands__OpenHands/tests/runtime/trajs/basic.json",
    "openhands-events",
    [3],
    [2],
    [
      [0, "write", "game_2048.py"],
      [1, "other", "outputs"],
    ],
  ],
  [
    "OpenHands__OpenHands/tests/runtime/trajs/wrong_initial_state.json",
    "openhands-events",
    [5],
    [4],
    [
      [0, "read", "/workspace"],
      [1, "write", "mv /workspace/game_2048.py"],
    ],
  ],
  [
    "OpenHands__OpenHands/tests/unit/resolver/mock_output/output.jsonl",
    "openhands-output",
    [5, 23],
    [4, 22],
    [
      [0, "write", "touch LICENSE"],
      [1, "execute", "mit_license"],
      [2, "read", "cat LICENSE"],
    ],
  ],
  [
    "OpenHands__OpenHands/evaluation/benchmarks/multi_swe_bench/examples/output.jsonl",
    "openhands-output",
    [26, 37, 53],
    [23, 33, 49],
    [
      [0, "search", "ls -l /workspace"],
      [11, "write", "str_replace"],
    ],
  ],
  [
    "OpenHands__software-agent-sdk/tests/sdk/conversation/goal/fixtures/events.jsonl",
    "openhands-v1-events",
    [3],
    [2],
    [
      [0, "other", "SESSION_URL="],
      [1, "execute", "python3 -c"],
    ],
  ],
  [
    "UKGovernmentBEIS__inspect_ai/tests/log/test_eval_log/log_message_deduplication.eval",
    "inspect-eval",
    [7],
    [5],
    [
      [0, "search", "ls"],
      [4, "search", "ls"],
    ],
  ],
  [
    "UKGovernmentBEIS__inspect_ai/tests/analysis/test_logs/2025-05-12T20-27-36-04-00_browser.json",
    "inspect-json",
    [6],
    [4],
    [[0, "other", "aisi.gov.uk"]],
  ],
  [
    "UKGovernmentBEIS__inspect_ai/tests/log/test_eval_log/log_tool_call_error.json",
    "inspect-json",
    [11],
    [0],
    [],
  ],
  [
    "AndrewJacop__Simple-Calulator/.aider.chat.history.md",
    "aider-chat-md",
    [71],
    [18],
    [
      [0, "write", "src/App.js"],
      [1, "write", "src/styles.css"],
    ],
  ],
  [
    "AndrewJacop__Simple-Calulator/.aider.llm.history",
    "aider-llm-history",
    [78],
    [24],
    [[0, "write", "src/App.js"]],
  ],
  [
    "BeauCranston__car-game/.aider.chat.history.md",
    "aider-chat-md",
    [106],
    [13],
    [
      [0, "read", "CARPHYSICS.MD"],
      [1, "write", "CARPHYSICS.MD"],
    ],
  ],
  [
    "BeehiveInnovations__zen-mcp-server/.aider.chat.history.md",
    "aider-chat-md",
    [12],
    [3],
    [[0, "read", "**"]],
  ],
  [
    "codemie-ai__codemie-code/tests/integration/metrics/fixtures/gemini/session-2025-12-01T21-45-5b959dae.json",
    "gemini-cli-json",
    [16],
    [10],
    [
      [0, "search", "assistants/"],
      [1, "read", "lead.txt"],
    ],
  ],
  [
    "codemie-ai__codemie-code/tests/integration/metrics/fixtures/gemini/session-2026-01-16T11-01-file-ops-37b7abef.json",
    "gemini-cli-json",
    [24],
    [14],
    [
      [0, "other", "todos"],
      [7, "search", "CredentialStore"],
      [13, "write", "hello.md"],
    ],
  ],
  [
    "jazzyalex__agent-sessions/Resources/Fixtures/stage0/agents/gemini/jsonl_v040.jsonl",
    "gemini-cli-jsonl",
    [3],
    [1],
    [[0, "search", "ls -F"]],
  ],
  [
    `${FIB}commands.txt`,
    "terminal-bench-commands",
    [10],
    [10],
    [
      [0, "execute", "asciinema rec"],
      [1, "other", "clear"],
      [9, "other", "C-d"],
    ],
  ],
  [
    `${FIB}sessions/agent.cast`,
    "asciinema-cast",
    [5],
    [5],
    [
      [0, "other", "clear"],
      [3, "execute", "mini -m anthropic"],
    ],
  ],
  [`${HELLO}commands.txt`, "terminal-bench-commands", [10], [10], [[4, "execute", "mini -m"]]],
  [`${HELLO}sessions/agent.cast`, "asciinema-cast", [5], [5], [[1, "execute", "setup-env.sh"]]],
  [
    "codemie-ai__codemie-code/src/agents/plugins/kimi/__tests__/fixtures/sample-wire.jsonl",
    "kimi-wire",
    [4],
    [3],
    [
      [0, "read", "index.ts"],
      [1, "write", "1.1.0"],
      [2, "other", "systematic-debugging"],
    ],
  ],
  [
    "jazzyalex__agent-sessions/Resources/Fixtures/stage0/agents/kimi/assistant_tools.jsonl",
    "kimi-wire",
    [33],
    [19],
    [
      [0, "search", "ls"],
      [9, "search", "**/*.html"],
    ],
  ],
  [
    `${OAI}results/trajectories/regex-log/20251211-161750-ba4ddb16/trajectory.json`,
    "atif",
    [7],
    [5],
    [
      [1, "search", "pwd && ls -la /"],
      [2, "write", "sudo mkdir -p /app"],
    ],
  ],
  [
    `${OAI}apps/qa-runner/samples/login-trace/trajectory.json`,
    "atif",
    [7],
    [6],
    [[0, "other", "navigate"]],
  ],
];

/** Files refused, with the reason a reader is shown. */
const refused: [string, RegExp][] = [
  [`${FIB}results.json`, /results\.json records a trial's outcome, not its steps/],
  [`${HELLO}results.json`, /read commands\.txt or sessions\/agent\.cast/],
];

describe.skipIf(root === null)("the trajectory corpus, read in place", () => {
  const files = (): string[] =>
    (
      JSON.parse(readFileSync(join(root as string, "manifest.json"), "utf8")) as { file: string }[]
    ).map((m) => m.file.replace(/^files\//, ""));

  it("has a figure or a refusal for every file of the manifest", () => {
    const covered = new Set([...expected.map((r) => r[0]), ...refused.map((r) => r[0])]);
    expect(files().filter((f) => !covered.has(f))).toEqual([]);
    expect(covered.size).toBe(43);
  });

  it.each(expected)("%s", async (file, format, steps, actions, checks) => {
    const read = await readTrajectory(join(root as string, "files", file));
    expect(read.format).toBe(format);
    expect(read.trajectories.map((t) => t.totals.steps)).toEqual(steps);
    expect(read.trajectories.map((t) => t.totals.actions)).toEqual(actions);
    const acts = read.trajectories[0]?.steps.filter((s) => s.kind === "action") ?? [];
    for (const [n, cls, text] of checks) {
      const s = acts[n];
      const shown = `${s?.tool?.command?.text ?? ""} ${s?.tool?.input?.text ?? ""}`;
      expect({ n, cls: s?.class, has: shown.includes(text) }, shown).toEqual({ n, cls, has: true });
    }
  });

  it.each(refused)("refuses %s", async (file, reason) => {
    const error = await readTrajectory(join(root as string, "files", file)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TrajectoryError);
    expect((error as TrajectoryError).message).toMatch(reason);
    expect((error as TrajectoryError).problems[0]?.file).toContain("results.json");
  });
});
