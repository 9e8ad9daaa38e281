// Loads one of the project's TypeScript entry points (the CLI, the upload's scoring process) from
// a bundle that esbuild compiles once and keeps in .cache/compiled/, instead of through tsx's
// loader on every start. tsx resolves and transforms each of a few hundred modules in every new
// process: about 1.2 s of CPU for the CLI against 0.45 s from one bundle, paid by every `tsb`
// command, Slurm task and upload. The bundle is used only while every source file it was built
// from still has the size and modification time recorded beside it; otherwise it is built again.
// Anything that goes wrong here (no esbuild, a cache folder this user cannot write) returns null,
// and the caller runs the sources through tsx as before: the bundle only ever saves time.
//
// Plain JavaScript: it runs before any TypeScript loader is registered. Written here rather than
// taken from a library because what it caches is esbuild's own metafile (its list of inputs), and
// the check is a stat of each: no general build-cache package keys on that.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Each input of a bundle with what it looked like when the bundle was built. */
function fingerprint(files) {
  return Object.fromEntries(
    files.map((file) => {
      const s = statSync(path.join(root, file));
      return [file, `${s.size}:${s.mtimeMs}`];
    }),
  );
}

function fresh(manifest) {
  try {
    const now = fingerprint(Object.keys(manifest.inputs));
    return Object.entries(manifest.inputs).every(([file, was]) => now[file] === was);
  } catch {
    return false; // an input is gone
  }
}

/**
 * A bundle keeps each module's own `import.meta.url` (sources find data, migrations, the pytest
 * plugin and worker scripts beside themselves), which esbuild would otherwise leave pointing at
 * the bundle.
 */
const keepModuleUrls = {
  name: "keep-module-urls",
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts|mjs|js)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, "utf8");
      const url = JSON.stringify(pathToFileURL(args.path).href);
      const ext = path.extname(args.path).slice(1);
      return {
        contents: source.replaceAll("import.meta.url", url),
        loader: ext === "tsx" ? "tsx" : ext === "mjs" || ext === "js" ? "js" : "ts",
      };
    });
  },
};

async function build(entry, dir, name) {
  const { build: esbuild } = await import("esbuild");
  const out = path.join(dir, `${name}.${process.pid}.tmp.mjs`);
  const result = await esbuild({
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    outfile: out,
    sourcemap: false,
    metafile: true,
    logLevel: "silent",
    plugins: [keepModuleUrls],
    absWorkingDir: root,
  });
  const inputs = fingerprint(Object.keys(result.metafile.inputs));
  const code = readFileSync(out);
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
  const bundle = `${name}-${hash}.mjs`;
  // Renames are atomic: processes started together may each build, and each sees a whole file.
  renameSync(out, path.join(dir, bundle));
  const manifest = path.join(dir, `${name}.json`);
  writeFileSync(`${manifest}.${process.pid}.tmp`, JSON.stringify({ bundle, inputs }));
  renameSync(`${manifest}.${process.pid}.tmp`, manifest);
  return bundle;
}

/**
 * The file name of `entry`'s bundle in `dir`, built first when missing or stale; null when none
 * can be built.
 */
async function bundleOf(entry, dir) {
  const name = entry.replace(/\.[^.]+$/, "").replace(/[^A-Za-z0-9]+/g, "-");
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, `${name}.json`), "utf8"));
    if (fresh(manifest)) return manifest.bundle;
  } catch {
    // no manifest yet
  }
  try {
    mkdirSync(dir, { recursive: true });
    return await build(entry, dir, name);
  } catch {
    return null;
  }
}

const cacheDir = path.join(root, ".cache", "compiled");

/**
 * The module `entry` (a path relative to the checkout, such as "cli/index.ts") from its bundle,
 * built first when missing or stale; null when no bundle can be had (the caller then imports the
 * sources through tsx). TSB_NO_BUNDLE=1 always returns null.
 */
export async function importCompiled(entry) {
  if (process.env.TSB_NO_BUNDLE === "1") return null;
  const bundle = await bundleOf(entry, cacheDir);
  if (bundle === null) return null;
  // Errors of the module itself are the program's own: they propagate, never run it twice.
  return import(pathToFileURL(path.join(cacheDir, bundle)).href);
}

/**
 * The module `entry` from its bundle, or else from its sources through tsx's loader: what every
 * starter in bin/ runs.
 */
export async function loadEntry(entry) {
  const compiled = await importCompiled(entry);
  if (compiled !== null) return compiled;
  const { register } = await import("tsx/esm/api");
  register();
  return import(pathToFileURL(path.join(root, entry)).href);
}

// `node bin/compiled.mjs <entry>...` builds the bundles without running them, for an install
// whose users cannot write .cache/ (the Dockerfile builds them before it drops root).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const entry of process.argv.slice(2)) {
    if ((await bundleOf(entry, cacheDir)) === null) {
      process.stderr.write(`bin/compiled.mjs: could not bundle ${entry}\n`);
      process.exitCode = 1;
    }
  }
}
