/** The command line every command reads (./command-line.ts): what it takes, what it refuses, and how it says so. */
import { describe, expect, it } from 'vitest';
import { closestOption, readCommandLine, usage, wholeNumber, type CommandSpec } from './command-line.ts';

const SPEC: CommandSpec = {
  command: 'npm run build',
  summary: 'builds the site.',
  options: {
    out: { value: 'DIR', help: 'the output folder', default: 'dist' },
    threads: { value: 'N', help: 'render threads', check: wholeNumber(1, 256) },
    strict: { help: 'dead links stop the build' },
  },
  env: { PORT: { help: 'the port', check: wholeNumber(0, 65535) } },
  exitCodes: { 1: 'the build stopped' },
  example: 'npm run build -- --strict',
};
const read = (argv: string[], env: NodeJS.ProcessEnv = {}) => readCommandLine(SPEC, argv, env);

describe('a command line', () => {
  it('gives the values it understood', () => {
    expect(read(['--out', 'site', '--threads', '4', '--strict'])).toEqual({
      values: { out: 'site', threads: '4', strict: true },
      positionals: [],
    });
    expect(read(['--help', '--bogus'])).toEqual({ help: true });
    expect(read(['-h'])).toEqual({ help: true });
  });

  it('refuses what it does not understand, naming it and the closest option', () => {
    expect(read(['--outt', 'x'])).toEqual({ problem: 'unknown option --outt; did you mean --out?' });
    expect(read(['--strickt'])).toEqual({ problem: 'unknown option --strickt; did you mean --strict?' });
    expect(read(['--no-such-option'])).toEqual({ problem: 'unknown option --no-such-option' });
    expect(read(['--out'])).toEqual({ problem: 'option --out needs a value (DIR)' });
    expect(read(['--out', '--strict'])).toEqual({ problem: 'option --out needs a value (DIR)' });
    expect(read(['--threads', 'abc'])).toEqual({ problem: '--threads abc: expected a whole number from 1 to 256' });
    expect(read(['site'])).toEqual({ problem: 'unexpected argument "site": npm run build takes options only' });
    expect(read([], { PORT: 'abc' })).toEqual({ problem: 'PORT=abc: expected a whole number from 0 to 65535' });
  });

  it('is explained by a usage made from the same declaration', () => {
    const text = usage(SPEC);
    for (const line of [
      'npm run build: builds the site.',
      'Usage: npm run build -- [options]',
      '  --out DIR    the output folder (default: dist)',
      '  --help, -h   print this and exit, doing nothing else',
      '  PORT  the port',
      '  1  the build stopped',
      'Example: npm run build -- --strict',
    ])
      expect(text).toContain(line);
  });

  it('suggests only an option close enough to be a typo', () => {
    expect(closestOption('dryrun', ['dry-run', 'out'])).toBe('dry-run');
    expect(closestOption('verbose', ['dry-run', 'out'])).toBeNull();
  });
});
