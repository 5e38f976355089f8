import { madridDate } from '../../../pages/dates/format.ts';

/**
 * The moment a build is made at (unix seconds): SOURCE_DATE_EPOCH when set (the reproducible-builds
 * convention; every test build sets it), else now. What is on now, coming or past in the pages is decided
 * at it, and the sample's dates move to its week.
 */
export function buildMoment(env: NodeJS.ProcessEnv = process.env): number {
  const fixed = Number(env.SOURCE_DATE_EPOCH);
  return fixed > 0 ? Math.floor(fixed) : Math.floor(Date.now() / 1000);
}

const madridDay = (unixSeconds: number) => JSON.stringify(madridDate(unixSeconds));

/**
 * Whether pages rendered at `previous` are still of the moment `now` (both Unix seconds): the same day
 * in Madrid, and not ahead of it (a clock moved back). A build keeps its previous build's render moment
 * while they are, so a day's builds can reuse its pages; the first build of a day renders every page.
 */
export const sameRenderDay = (previous: number, now: number) => previous <= now && madridDay(previous) === madridDay(now);
