/**
 * A TypeScript entry compiled by esbuild into one folder per state of its sources, made again whenever
 * a source it was made from changes (each file's SHA-256, checked at every start), for launch.mjs.
 * Packages stay outside; each module keeps its own `import.meta.url` and `import.meta.dirname`; modules
 * imported on demand stay on demand (a chunk each); imports kept for their effect are kept
 * (package.json's "sideEffects" speaks for the browser bundles, not for this one).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A compiled build no longer current is removed once no build has started from it for this long: none still runs from it. */
const KEEP_OLD_MS = 60 * 60 * 1000;

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
/** Files read at once: the build runs under small limits of open files (160 in its tests) and stays well within them. */
const AT_ONCE = 8;
/**
 * Each file's hash as this process last read it, by its path, with its identity then (device, inode,
 * size, modification and change times): a file whose identity is the same has the same bytes (any write
 * moves its change time), so a second check in one process (a standby's, at its command) stats instead
 * of reading. Taken before the read: a file changed between the two has another identity next time;
 * and kept only for a file last changed a while before (a write in the same tick of the clock as the
 * stat could leave the times as they were: git's "racily clean" files).
 */
const known = new Map();
// support/files.ts identityOf, written again here: this file runs before any TypeScript is compiled.
const identity = (s) => `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
const SETTLED_NS = 2_000_000_000n;
const settled = (s) => BigInt(Date.now()) * 1_000_000n - s.ctimeNs > SETTLED_NS;

/** The SHA-256 of each file, by its path under `root` (null for a file that is not there). */
async function hashes(root, files) {
  // In the order of the files, whatever order the reads end in: the key of a compilation is made from it.
  const result = Object.fromEntries(files.map((f) => [f, null]));
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const f = files[next++];
      const file = join(root, f);
      const stats = await stat(file, { bigint: true }).catch(() => null);
      const now = stats && identity(stats);
      const seen = known.get(file);
      if (now !== null && seen?.identity === now) {
        result[f] = seen.hash;
        continue;
      }
      result[f] = await readFile(file).then(sha256, (err) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      });
      if (now !== null && result[f] !== null && settled(stats)) known.set(file, { identity: now, hash: result[f] });
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return result;
}

/**
 * What compiles, besides the sources: this file, esbuild's version and Node's. A change to any of them
 * compiles again.
 */
async function toolchain() {
  const esbuild = JSON.parse(await readFile(createRequire(import.meta.url).resolve('esbuild/package.json'), 'utf8')).version;
  return sha256(JSON.stringify([await readFile(import.meta.filename, 'utf8'), esbuild, process.versions.node]));
}

/** The compiled build the manifest names, if it was made by this toolchain and every source it was made from is as it was then. */
async function current({ root, out, manifest: manifestFile }) {
  let manifest;
  try {
    manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  } catch {
    return null;
  }
  // A manifest of another shape (damaged, or from an older launcher) names nothing to run: compile again.
  const shaped =
    /^[0-9a-f]{16}$/.test(manifest?.key) &&
    manifest.inputs &&
    typeof manifest.inputs === 'object' &&
    Object.values(manifest.inputs).every((h) => typeof h === 'string');
  if (!shaped) return null;
  const entry = join(out, manifest.key, 'build.js');
  if (!existsSync(entry) || manifest.toolchain !== (await toolchain())) return null;
  const files = Object.keys(manifest.inputs);
  // A source changed or removed since (null): compile again.
  const now = await hashes(root, files);
  if (!files.every((f) => now[f] === manifest.inputs[f])) return null;
  // Its folder's time says when a build last started from it (removeOld keeps it an hour after).
  const used = new Date();
  await utimes(join(out, manifest.key), used, used).catch(() => undefined);
  return entry;
}

/** esbuild's loader for each source, with `import.meta` written in as the source's own. */
const ownImportMeta = {
  name: 'own-import-meta',
  setup(build) {
    // Asset and style imports only the browser bundles run (Vite's `?url`, CSS): nothing here.
    build.onResolve({ filter: /\?url$|\.css$/ }, (args) => ({ path: args.path, namespace: 'browser-only' }));
    build.onLoad({ filter: /.*/, namespace: 'browser-only' }, () => ({ contents: 'export default "";', loader: 'js' }));
    build.onLoad({ filter: /\.[mc]?tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

async function compile({ root, entry, out, manifest: manifestFile }) {
  const { build } = await import('esbuild');
  await mkdir(out, { recursive: true });
  const making = tempName(join(out, 'compiling'));
  const result = await build({
    entryPoints: { build: entry },
    absWorkingDir: root,
    outdir: making,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node}`,
    packages: 'external',
    ignoreAnnotations: true,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'error',
    plugins: [ownImportMeta],
  });
  const inputs = await hashes(
    root,
    Object.keys(result.metafile.inputs)
      .filter((f) => !f.includes(':'))
      .map((f) => relative(root, resolve(root, f)))
      .sort(),
  );
  const made = await toolchain();
  const key = sha256(JSON.stringify([made, inputs])).slice(0, 16);
  // Made whole in a folder of its own, then renamed into place: another build compiling at the same
  // time makes the same files under the same key, and whichever comes second keeps the first's.
  await rename(making, join(out, key)).catch(() => rm(making, { recursive: true, force: true }));
  const written = tempName(manifestFile);
  await writeFile(written, JSON.stringify({ key, toolchain: made, inputs }));
  await rename(written, manifestFile);
  await removeOld(out, key);
  return join(out, key, 'build.js');
}

/**
 * The project's temporary names and their sweep (app/site-build/support/processes.ts: tempName,
 * TEMP_NAME, processAlive), written again here because this file runs before any TypeScript can: what a
 * compilation writes is named `<name>.tmp-<pid>-<n>` and renamed into place whole, and what a process
 * that died left under such a name is removed by the next compilation.
 */
let temps = 0;
const tempName = (path) => `${path}.tmp-${process.pid}-${++temps}`;
const TEMP_NAME = /\.tmp-(\d+)(?:-\d+)?$/;
function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** Compiled builds no longer current that no build started from for an hour, and what dead compilations left. */
async function removeOld(out, key) {
  for (const name of await readdir(out)) {
    const path = join(out, name);
    const pid = Number(TEMP_NAME.exec(name)?.[1]);
    if (pid) {
      if (!processAlive(pid)) await rm(path, { recursive: true, force: true });
      continue;
    }
    if (name === key || name.endsWith('.json')) continue;
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > KEEP_OLD_MS) await rm(path, { recursive: true, force: true });
  }
}

/**
 * The module to run for `entry` (a TypeScript file under `root`) compiled into `out`: the one made
 * before when none of its sources changed since, else one made now.
 */
export async function compiledBuild({ root, entry, out }) {
  const at = { root, entry, out, manifest: join(out, 'build.json') };
  return (await current(at)) ?? (await compile(at));
}
