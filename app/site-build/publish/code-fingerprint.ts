/**
 * The code's fingerprint (a build's record is of one code: another code's record is not used), made
 * from every source file the output depends on and the locked dependencies.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { filesUnder, identityOf } from '../support/files.ts';
import { mapBounded } from '../support/map-bounded.ts';

/** The files the output depends on besides the content: every source file of the site and the locked dependencies. */
const CODE = ['app', 'pages', 'design-system', 'generated', 'schemas'];
const CODE_FILES = ['package-lock.json', 'vite.config.ts', 'tsconfig.json'];

/**
 * The fingerprint this process made last, with the identity of each file it was made of (device, inode,
 * size, modification and change times: any write moves the change time): the same files with the same
 * identities give it again without reading them (a standby's second look, at its command). Kept only
 * when every file was last changed a while before: a write in the same tick of the clock as the stat
 * could leave its times as they were (git's "racily clean" files).
 */
let fingerprinted: { root: string; files: string; value: string } | null = null;
const SETTLED_MS = 2000;

/** A fingerprint of the code: the same code (and dependencies) gives the same bundles and the same pages. */
export async function codeFingerprint(root: string): Promise<string> {
  const files: string[] = [...CODE_FILES];
  for (const dir of CODE)
    for (const f of await filesUnder(join(root, dir))) {
      const rel = join(dir, f);
      // Stories, tests and docs, benchmarks and screenshots are not part of what the build makes.
      if (!/\.(stories|test)\.tsx?$|\.mdx?$/.test(f) && !rel.startsWith(join('app', 'tools') + sep)) files.push(rel);
    }
  files.sort();
  // Taken before the files are read: a file written meanwhile has another identity next time.
  const stats = await mapBounded(files, 32, (f) => stat(join(root, f), { bigint: true }).catch(() => null));
  const known = files.map((f, i) => `${f}\0${stats[i] ? identityOf(stats[i]) : 'none'}`).join('\n');
  if (fingerprinted?.root === root && fingerprinted.files === known) return fingerprinted.value;
  const value = await hashCode(root, files);
  const settledBefore = BigInt(Date.now() - SETTLED_MS) * 1_000_000n;
  fingerprinted = stats.every((s) => !s || s.ctimeNs < settledBefore) ? { root, files: known, value } : null;
  return value;
}

async function hashCode(root: string, files: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  const bodies = await mapBounded(files, 32, (f) => readFile(join(root, f)).catch(() => Buffer.alloc(0)));
  files.forEach((f, i) => hash.update(`${f}\0${bodies[i]!.length}\0`).update(bodies[i]!));
  return hash.digest('hex').slice(0, 32);
}
