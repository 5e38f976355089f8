/**
 * The bundler in a process of its own (started by `bundleInChildProcess`): Vite and its native bundler
 * reach ≈ 650 MiB, and a process keeps most of what it once held, so in the build's own process that
 * sat under the rendering of every page (the build's peak at full scale: ≈ 1,420 MiB with it, ≈ 1,000
 * without). It ends with the build: a killed build
 * closes the channel, and the bundler stops instead of writing into a folder nobody will publish.
 */
import { bundleSite } from './bundle.ts';

const orphaned = () => process.exit(1);
process.on('disconnect', orphaned);
// A build killed while this process was starting closed the channel before anyone listened.
if (!process.connected) orphaned();
const [root, dir, serverDir] = process.argv.slice(2);
if (!root || !dir || !serverDir) throw new Error('usage: bundle-process.ts <root> <build folder> <prerender bundle folder>');
await bundleSite(root, dir, serverDir);
process.off('disconnect', orphaned);
process.send!({ peakMiB: Math.round(process.resourceUsage().maxRSS / 1024) }, () => process.disconnect());
