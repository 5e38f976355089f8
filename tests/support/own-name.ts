/**
 * Makes a folder under this process's own name in DIR, as a build makes its server bundle's, then sweeps
 * DIR as a build does, and prints both as JSON ({ made, removed }). With `hold`, it keeps running until its
 * standard input closes. Run in a PID namespace of its own, it is a container's process.
 * Usage: tsx tests/support/own-name.ts DIR [hold]
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ownName, ownNamePattern, removeLeftoversOfDeadProcesses } from '../../app/site-build/support/processes.ts';

const dir = process.argv[2]!;
const made = ownName('server');
await mkdir(join(dir, made));
const removed = await removeLeftoversOfDeadProcesses(dir, ownNamePattern('server'));
console.log(JSON.stringify({ made, removed }));
if (process.argv[3] === 'hold') process.stdin.resume().on('end', () => process.exit(0));
