/**
 * How every command of the project reads its command line: one declaration per command (what it does,
 * its options with their defaults, the environment it reads, its exit codes, an example), from which
 * both the parsing (node:util parseArgs, strict) and the `--help` text are made, so they cannot drift.
 *
 * `--help` or `-h` prints the usage and exits 0 having done nothing else. Anything not understood (an
 * unknown option, a missing or malformed value, an argument the command does not take, a malformed
 * environment variable) is refused before any work: one line naming it, the closest known option, a
 * pointer to --help, exit code 2. Commands that act on a live site must never guess.
 */
import { parseArgs } from 'node:util';

interface OptionSpec {
  /** A flag, or an option that takes a value (named by `value` in the usage: DIR, N, FILE). */
  value?: string;
  help: string;
  /** The default as the usage shows it. */
  default?: string;
  /** Checks a value (returns what is wrong with it, or null). */
  check?: (value: string) => string | null;
  /** May be given more than once (each value kept). */
  multiple?: boolean;
}

export interface CommandSpec {
  /** As a person types it: `npm run build`. */
  command: string;
  /** What it does, in a sentence or two. */
  summary: string;
  options: Record<string, OptionSpec>;
  /** The environment variables it reads, with what each says and, optionally, a check of its value. */
  env?: Record<string, { help: string; check?: (value: string) => string | null }>;
  /** Arguments after the options (none unless named). */
  positionals?: { name: string; help: string; min?: number; max?: number };
  /** Exit codes other than 0 (done) and 2 (the command line was not understood). */
  exitCodes?: Record<number, string>;
  example: string;
}

type ParsedCommand = {
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
};

/** A whole number from `min` (the usual check of an N). */
export const wholeNumber =
  (min = 1, max = Number.MAX_SAFE_INTEGER) =>
  (value: string) =>
    /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max ? null : `expected a whole number from ${min} to ${max}`;

/** The option naming a built site's folder (the published link `npm start` serves), `dist` unless given. */
export const siteFolderOption = (help: string): OptionSpec => ({ value: 'DIR', help, default: 'dist' });

/** An environment variable holding a port to listen on (0: any free one, where the command allows it), with its default. */
export const portVariable = (what: string, byDefault: number, min: 0 | 1 = 1) => ({
  help: `${what} (default ${byDefault})`,
  check: wholeNumber(min, 65535),
});

/** The usage text of a command, as `--help` prints it. */
export function usage(spec: CommandSpec): string {
  const lines = [
    `${spec.command}: ${spec.summary}`,
    '',
    `Usage: ${spec.command}${Object.keys(spec.options).length ? ' -- [options]' : ''}${spec.positionals ? ` ${spec.positionals.name}` : ''}`,
  ];
  if (spec.positionals) lines.push('', `  ${spec.positionals.name}  ${spec.positionals.help}`);
  lines.push('', 'Options:');
  const rows = [
    ...Object.entries(spec.options).map(([name, o]) => [
      `--${name}${o.value ? ` ${o.value}` : ''}`,
      `${o.help}${o.default ? ` (default: ${o.default})` : ''}`,
    ]),
    ['--help, -h', 'print this and exit, doing nothing else'],
  ];
  const width = Math.max(...rows.map(([left]) => left!.length));
  for (const [left, right] of rows) lines.push(`  ${left!.padEnd(width)}  ${right}`);
  if (spec.env && Object.keys(spec.env).length) {
    lines.push('', 'Environment:');
    const w = Math.max(...Object.keys(spec.env).map((k) => k.length));
    for (const [name, e] of Object.entries(spec.env)) lines.push(`  ${name.padEnd(w)}  ${e.help}`);
  }
  lines.push('', 'Exit codes:', '  0  done');
  for (const [code, meaning] of Object.entries(spec.exitCodes ?? {})) lines.push(`  ${code}  ${meaning}`);
  lines.push('  2  the command line or the environment was not understood (nothing was done)', '', `Example: ${spec.example}`);
  return lines.join('\n');
}

/** The known option closest to `name` (by edit distance, or a prefix), for "did you mean". */
export function closestOption(name: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const k of known) {
    const d = k.startsWith(name) || name.startsWith(k) ? Math.abs(k.length - name.length) * 0.5 : editDistance(name, k);
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : null;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const kept = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = kept;
    }
  }
  return row[b.length]!;
}

/** What is wrong with the command line, or the values read from it. Never throws: a mistake is a message. */
export function readCommandLine(
  spec: CommandSpec,
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): { help: true } | { problem: string } | ParsedCommand {
  if (argv.includes('--help') || argv.includes('-h')) return { help: true };
  const known = Object.keys(spec.options);
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: !!spec.positionals,
      options: Object.fromEntries(
        Object.entries(spec.options).map(([name, o]) => [
          name,
          { type: o.value ? ('string' as const) : ('boolean' as const), multiple: !!o.multiple },
        ]),
      ),
    });
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    const option = /'(-{1,2}[^' ]+)/.exec(e.message)?.[1];
    if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) {
      const near = closestOption(option.replace(/^-+/, ''), known);
      return { problem: `unknown option ${option}${near ? `; did you mean --${near}?` : ''}` };
    }
    if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) {
      const o = spec.options[option.replace(/^-+/, '')];
      return { problem: o?.value ? `option ${option} needs a value (${o.value})` : `option ${option} takes no value` };
    }
    if (e.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
      const arg = /'([^']*)'/.exec(e.message)?.[1] ?? '';
      return { problem: `unexpected argument ${JSON.stringify(arg)}: ${spec.command} takes options only` };
    }
    return { problem: e.message };
  }
  for (const [name, o] of Object.entries(spec.options)) {
    const value = parsed.values[name];
    const given = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
    for (const v of given) {
      if (o.value && v.startsWith('--')) return { problem: `option --${name} needs a value (${o.value}), not the option ${v}` };
      const wrong = o.check?.(v);
      if (wrong) return { problem: `--${name} ${v}: ${wrong}` };
    }
  }
  const p = spec.positionals;
  if (p && (parsed.positionals.length < (p.min ?? 0) || parsed.positionals.length > (p.max ?? Infinity)))
    return {
      problem: `${spec.command} takes ${p.min === p.max ? p.min : `${p.min ?? 0} to ${p.max ?? 'any'}`} ${p.name}, not ${parsed.positionals.length}`,
    };
  for (const [name, e] of Object.entries(spec.env ?? {})) {
    const value = env[name];
    const wrong = value !== undefined && value !== '' ? e.check?.(value) : null;
    if (wrong) return { problem: `${name}=${value}: ${wrong}` };
  }
  return { values: parsed.values as ParsedCommand['values'], positionals: parsed.positionals };
}

/**
 * The command line of this process read by `spec`: the values, or the usage printed (`--help`, exit 0)
 * or the one mistake named (exit 2) — before the command does anything.
 */
export function commandLine(spec: CommandSpec, argv = process.argv.slice(2), env = process.env): ParsedCommand {
  const read = readCommandLine(spec, argv, env);
  if ('help' in read) {
    console.log(usage(spec));
    process.exit(0);
  }
  if ('problem' in read) {
    console.error(`${spec.command}: ${read.problem}\nRun \`${spec.command} -- --help\` for its options.`);
    process.exit(2);
  }
  return read;
}
