/**
 * Every HTML page of the built sample site passes the Nu Html Checker (the W3C validator, vnu.jar,
 * run on Java): no error on any page. Java is a prerequisite, like Chromium (.ci/run installs both).
 */
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
}

describe('the Nu Html Checker', () => {
  it('finds no error on any built page', { timeout: 180_000 }, async () => {
    const dir = inject('siteDir');
    const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.html')).map((f) => join(dir, f));
    expect(files.length).toBeGreaterThan(140);
    // vnu exits 1 when it reports errors: its JSON report on stderr says which. One run over the site's
    // pages is too short for Java's optimising compiler to pay for itself: its first tier alone (C1) and
    // the serial collector check the same pages with half the CPU (about 7 core-seconds against 14 here).
    const java = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
    const run = await promisify(execFile)('java', [...java, '-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((err: NodeJS.ErrnoException & { stderr?: string }) => {
      if (err.code === 'ENOENT')
        throw new Error('java is not installed: the Nu Html Checker needs it (apt-get install default-jre-headless)');
      return { stderr: err.stderr ?? '' };
    });
    const { messages } = JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error')
      .map((m) => `${relative(dir, new URL(m.url).pathname)}:${m.lastLine ?? '?'}: ${m.message}`);
    expect(errors).toEqual([]);
  });
});
