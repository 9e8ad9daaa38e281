import path from "node:path";
import { SANDBOX_COVERAGE_DIR, SANDBOX_COVERAGE_PROGRAM, SANDBOX_PLUGIN_DIR } from "./sandbox.ts";

/**
 * The suite's environment: a short allow-list, so secrets in the runner's environment (tokens,
 * keys) never reach untrusted code. HOME points at the private /tmp. pytest loads no plugin the
 * host installed (a verdict must not depend on the host's pytest-rerunfailures or
 * pytest-randomly; their imports also cost about 1 s a run); tsb's own comes in by name. In an
 * image ($PATH given with `image`), nothing of the host's environment passes: LANG is C.UTF-8,
 * the time zone UTC, and the host's pyenv (a host path) does not exist there.
 */
export function suiteEnv(
  executable: string,
  pathVar?: string,
  inImage = false,
): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {
    HOME: "/tmp",
    TMPDIR: "/tmp",
    TSB_EXECUTABLE: executable,
    PYTEST_DISABLE_PLUGIN_AUTOLOAD: "1",
  };
  if (!inImage)
    for (const [key, value] of Object.entries(process.env)) {
      if (/^(PATH|LANG|LC_[A-Z]+|TZ|PYENV_VERSION|PYENV_ROOT)$/.test(key)) env[key] = value;
    }
  // Inside bubblewrap only the interpreters' own folders and the system's exist.
  if (pathVar !== undefined) env.PATH = pathVar;
  env.LANG ??= "C.UTF-8";
  return env;
}

/**
 * What loads tsb's pytest plugin in every run, so that a confirmation run differs from another
 * run only by $TSB_SELECT; a runner other than pytest ignores all three.
 */
export function pluginEnv(
  request: { pluginDir?: string; select?: readonly string[] },
  bwrap: boolean,
  /** Where the suite sees SELECT_FILE, when the selection is too long for a variable. */
  selectFile?: string,
): Record<string, string> {
  if (!request.pluginDir) return {};
  const select = selectionText(request.select);
  return {
    PYTHONPATH: bwrap ? SANDBOX_PLUGIN_DIR : request.pluginDir,
    PYTEST_ADDOPTS: "-p tsb_select",
    ...(select === undefined
      ? {}
      : select.length <= SELECT_VARIABLE_MAX || selectFile === undefined
        ? { TSB_SELECT: select }
        : { TSB_SELECT_FILE: selectFile }),
  };
}

/**
 * A selection's text, one JUnit id a line. Sorted: the order the runner chose them in (the
 * confirmed test first) stays its own.
 */
export function selectionText(select: readonly string[] | undefined): string | undefined {
  return select === undefined ? undefined : [...select].sort().join("\n");
}

/**
 * The longest selection passed in $TSB_SELECT. Linux caps one environment string at 128 KiB
 * (MAX_ARG_STRLEN; past it exec fails with E2BIG), and a covering-tests run of a large suite can
 * select thousands of tests; a longer selection goes in the file SELECT_FILE of the suite's
 * folder, named by $TSB_SELECT_FILE. Confirmation runs select a few tests, so they always use
 * the variable and still differ from other runs only by it.
 */
export const SELECT_VARIABLE_MAX = 64 * 1024;

/** The selection file's name in the suite's folder (see SELECT_VARIABLE_MAX). */
export const SELECT_FILE = ".tsb-select";

/** The coverage folder's name in the run folder (bubblewrap: SANDBOX_COVERAGE_DIR). */
export const COVERAGE_FOLDER = path.basename(SANDBOX_COVERAGE_DIR);

/**
 * A coverage run's variables: $TSB_COVERAGE_DIR and $TSB_COVERAGE_VAR for tsb's pytest plugin,
 * and the tool's variable itself pointed at `<dir>/suite`, where a runner without the plugin
 * (or code outside any test) writes: coverage of the whole suite.
 */
export function coverageEnv(
  request: { coverage?: { variable: string; pattern?: string; env?: Record<string, string> } },
  inside: string,
): Record<string, string> {
  if (!request.coverage) return {};
  const { variable, pattern, env } = request.coverage;
  const dir = path.join(inside, COVERAGE_FOLDER);
  return {
    ...env,
    TSB_COVERAGE_DIR: dir,
    TSB_COVERAGE_VAR: variable,
    ...(pattern ? { TSB_COVERAGE_PATTERN: pattern } : {}),
    [variable]: pattern ? path.join(dir, "suite", pattern) : path.join(dir, "suite"),
  };
}

/** A coverage run's folder for the instrumented program (bubblewrap: SANDBOX_COVERAGE_PROGRAM). */
export const COVERAGE_PROGRAM_FOLDER = path.basename(SANDBOX_COVERAGE_PROGRAM);

/**
 * What a coverage run shows at ./executable: a launcher that sets the tool's variables itself and
 * execs the instrumented `program`. A suite may start the program with an environment of its own
 * (`env -i`, `env={...}`), which drops the variable the plugin sets; the launcher still sends
 * the coverage to the current test's folder, which the plugin names in `<dir>/current`. Only
 * shell builtins, so it runs with no PATH. Its own name is kept (argv[0] ends in `executable`).
 */
export function coverageLauncher(
  coverage: { variable: string; pattern?: string; env?: Record<string, string> },
  inside: string,
  program: string,
): string {
  const dir = path.join(inside, COVERAGE_FOLDER);
  const fixed = Object.entries(coverage.env ?? {}).map(([k, v]) => `${k}=${shellQuote(v)}`);
  const target = `"$d/$t${coverage.pattern ? `/${coverage.pattern}` : ""}"`;
  return [
    "#!/bin/sh",
    "# tsb coverage run: the instrumented reference, its coverage sent to the current test's folder",
    `d=${shellQuote(dir)}`,
    "t=",
    '[ -f "$d/current" ] && read -r t < "$d/current"',
    // Only a folder the plugin makes: a number, or the suite's own.
    "case $t in ''|*[!0-9]*) t=suite ;; esac",
    `export ${[...fixed, `${coverage.variable}=${target}`].join(" ")}`,
    `exec ${shellQuote(program)} "$@"`,
    "",
  ].join("\n");
}

/** `text` as one shell word: single-quoted unless it needs no quotes. */
export function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}
