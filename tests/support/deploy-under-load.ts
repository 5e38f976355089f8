/**
 * A deploy under load, for any server of the `dist` link: 30 builds published one after another while
 * requests are in flight, each answer checked whole and from the build before or after the switch.
 * `serve` starts the server under test on `out` (npm start's, or nginx with the generated configuration).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newBuildFolder, publish } from '../../app/site-build/publish/publish.ts';

export interface DeployRun {
  /** Answers that were torn, mixed or from a build neither side of the switch. */
  problems: string[];
  /** The builds the answers came from. */
  seen: Set<number>;
  /** The app data served once the last build is live. */
  finalAppData: string;
}

export async function deployUnderLoad(
  out: string,
  serve: (out: string) => Promise<{ url: string; stop: () => Promise<void> }>,
): Promise<DeployRun> {
  const page = (build: number) =>
    `<!doctype html><html lang="es"><title>build ${build}</title>${`<p>build ${build}</p>`.repeat(2000)}</html>`;
  async function writeBuild(build: number) {
    const dir = await newBuildFolder(out);
    await writeFile(join(dir, 'index.html'), page(build));
    await mkdir(join(dir, 'page-data'));
    await writeFile(join(dir, 'page-data/app-data.json'), JSON.stringify({ buildHash: `build-${build}` }));
    await writeFile(join(dir, '404.html'), '<!doctype html><title>404</title>');
    await writeFile(join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
    return dir;
  }
  const removals = [(await publish(out, await writeBuild(0))).done];
  const server = await serve(out);
  const problems: string[] = [];
  const seen = new Set<number>();
  try {
    for (let build = 1; build <= 30; build++) {
      const next = await writeBuild(build);
      // Requests in flight while the link is switched; each must come whole from build N-1 or N.
      const inFlight = Array.from({ length: 12 }, async (_, i) => {
        const path = i % 2 ? '/' : '/page-data/app-data.json';
        const res = await fetch(server.url + path);
        const body = await res.text();
        const from =
          i % 2 ? /^<!doctype html><html lang="es"><title>build (\d+)</.exec(body) : /^\{"buildHash":"build-(\d+)"\}$/.exec(body);
        const n = Number(from?.[1]);
        if (res.status !== 200 || !from || (i % 2 && body !== page(n)) || (n !== build && n !== build - 1))
          problems.push(`${path} during deploy ${build}: ${res.status} ${body.slice(0, 60)}`);
        else seen.add(n);
      });
      removals.push((await publish(out, next)).done);
      await Promise.all(inFlight);
    }
    return { problems, seen, finalAppData: await (await fetch(server.url + '/page-data/app-data.json')).text() };
  } finally {
    await server.stop();
    await Promise.all(removals);
  }
}
