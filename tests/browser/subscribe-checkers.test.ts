/**
 * The subscription controls (a feed's address to copy, inside a closed disclosure) as three checkers
 * read them on the built site: axe, HTML_CodeSniffer and IBM Equal Access, which reads a label that is
 * not rendered as no label at all unless the field names it with aria-labelledby.
 */
import { describe, expect, it } from 'vitest';
import { runAxe } from '../support/chromium.ts';
import { codeSnifferErrors, equalAccessViolations } from '../support/checkers.ts';
import { siteSession } from '../support/site.ts';

const session = siteSession({ context: { bypassCSP: true }, keepTab: true });
/** A page of each kind of feed: a podcast channel, the press notes, the programme's calendar (in English too). */
const PAGES = ['/radio/voces-del-paisaje', '/prensa', '/en/exhibitions-activities'];

describe('a feed’s address to copy, its disclosure closed', () => {
  it.each(PAGES)('%s: named for axe, HTML_CodeSniffer and IBM Equal Access', async (path) => {
    const page = await session.open(path);
    const fields = page.locator('details input[readonly]');
    expect(await fields.count()).toBeGreaterThan(0);
    expect(await fields.first().isVisible()).toBe(false);
    expect((await runAxe(page)).violations.map((v) => v.id)).toEqual([]);
    expect(await codeSnifferErrors(page)).toEqual([]);
    // The skip link sits before the landmarks, where it must be to be the first stop; every other violation counts.
    expect(
      (await equalAccessViolations(page)).filter((v) => !v.startsWith('aria_content_in_landmark /html[1]/body[1]/div[1]/div[1]/a[1]')),
    ).toEqual([]);
    expect(session.errors).toEqual([]);
  });
});
