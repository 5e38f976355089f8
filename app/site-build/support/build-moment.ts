/**
 * The moment a build is made at (unix seconds): SOURCE_DATE_EPOCH when set (the reproducible-builds
 * convention; every test build sets it), else now. What is on now, coming or past in the pages is decided
 * at it, and the sample's dates move to its week.
 */
export function buildMoment(env: NodeJS.ProcessEnv = process.env): number {
  const fixed = Number(env.SOURCE_DATE_EPOCH);
  return fixed > 0 ? Math.floor(fixed) : Math.floor(Date.now() / 1000);
}
