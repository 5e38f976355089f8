/**
 * The publishing service's status page as HTML (app/publisher/status-page.tsx); in an editor's browser,
 * under axe, it is read by tests/browser/publisher-day.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { statusPage } from '../../app/publisher/status-page.tsx';
import type { BuildRecord, PublisherState } from '../../app/publisher/records.ts';

const NOW = Date.UTC(2026, 10, 27, 12);

describe('the status page', () => {
  const record = (id: number): BuildRecord => ({
    id,
    triggers: [{ id: `e${id}`, event: 'publish', files: ['artworks/a.json'], delivery: null, receivedAt: new Date(NOW).toISOString() }],
    startedAt: new Date(NOW).toISOString(),
    endedAt: new Date(NOW + 1000).toISOString(),
    seconds: 1,
    outcome: 'published-in-place',
    stoppedBy: null,
    pages: { total: 20, rendered: 1, removed: 0 },
    errors: [],
    failure: null,
    retryAt: null,
    callback: null,
  });
  const state = (n: number): PublisherState => ({
    version: 1,
    nextBuild: n + 1,
    waiting: [],
    running: null,
    retry: null,
    history: Array.from({ length: n }, (_, i) => record(n - i)),
    seen: {},
  });
  const caption = (html: string) => /<caption>([^<]*)<\/caption>/.exec(html)?.[1];
  it('names its table of builds in the singular for one build and in the plural for more', () => {
    expect(caption(statusPage(state(1), 'es', ''))).toBe('La última publicación');
    expect(caption(statusPage(state(1), 'en', ''))).toBe('The last build');
    expect(caption(statusPage(state(2), 'es', ''))).toBe('Las últimas 2 publicaciones, de la más reciente a la más antigua');
    expect(caption(statusPage(state(2), 'en', ''))).toBe('The last 2 builds, newest first');
    expect(statusPage(state(0), 'en', '')).not.toContain('<caption>');
  });
});
