/**
 * Takes the output lock of a folder, as a build or the publishing service does, prints what happened
 * ("took" or "held by <pid>") and, with `hold`, keeps it until killed. With AT (Unix ms), it waits until
 * then first, so that processes started apart try at the same moment.
 * Usage: tsx tests/support/take-lock.ts OUT [hold|release] [AT]
 */
import { tryLock } from '../../app/site-build/publish/output-lock.ts';

const at = Number(process.argv[4] ?? 0);
if (at > Date.now()) await new Promise((r) => setTimeout(r, at - Date.now()));
const got = await tryLock(process.argv[2]!);
console.log('release' in got ? `took as ${process.pid}` : `held by ${got.heldBy}`);
if ('release' in got && process.argv[3] === 'hold') setInterval(() => undefined, 60_000);
else if ('release' in got) await got.release();
