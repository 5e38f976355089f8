/** The module to run for `entry` (a TypeScript file under `root`) compiled into `out`: compiled-build.mjs. */
export function compiledBuild(where: { root: string; entry: string; out: string }): Promise<string>;
