import { afterEach, describe, expect, it } from "vitest";
import { suiteEnv } from "./suite-env.ts";

const HOST = {
  TZ: "Asia/Tokyo",
  PYENV_ROOT: "/root/.pyenv",
  LC_ALL: "de_DE.UTF-8",
  API_TOKEN: "x",
};
const saved = Object.fromEntries(Object.keys(HOST).map((k) => [k, process.env[k]]));

afterEach(() => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
});

describe("the suite's environment", () => {
  it("on the host, keeps the locale, time zone and pyenv the host's pytest needs, and no secret", () => {
    Object.assign(process.env, HOST);
    const env = suiteEnv("/tmp/tsb-run/suite/executable", "/usr/bin:/bin");
    expect(env).toMatchObject({
      TZ: "Asia/Tokyo",
      PYENV_ROOT: "/root/.pyenv",
      PATH: "/usr/bin:/bin",
    });
    expect(env.API_TOKEN).toBeUndefined();
  });

  it("in an image, takes nothing of the host's: the image's PATH, C.UTF-8, UTC", () => {
    Object.assign(process.env, HOST);
    expect(suiteEnv("/tmp/tsb-run/suite/executable", "/usr/bin:/bin", true)).toEqual({
      HOME: "/tmp",
      TMPDIR: "/tmp",
      TSB_EXECUTABLE: "/tmp/tsb-run/suite/executable",
      PYTEST_DISABLE_PLUGIN_AUTOLOAD: "1",
      PATH: "/usr/bin:/bin",
      LANG: "C.UTF-8",
    });
  });
});
