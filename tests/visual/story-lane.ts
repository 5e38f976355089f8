/**
 * Stories as Storybook renders them, from a static build of it (`storybook build --test`): one tab
 * per lane loads Storybook's preview once and is handed story after story through the preview's own
 * channel (what the Storybook UI does when a designer clicks a story), with the play function run and
 * the theme set in the globals as the toolbar sets it. A story is rendered afresh at each width, so a
 * picture never depends on the story shown before it: the same picture from a run of one story as
 * from the whole run.
 *
 * When is a story done? Not at its first STORY_FINISHED: a story whose component updates its own
 * args (the playground keeps its combination there) is re-rendered while its play function runs, and
 * each of those renders finishes on its own. A story is done when the render asked for has finished,
 * its play function (if it has one) has ended, and the preview has nothing pending or queued, twice
 * in a row a frame apart (story-watch.ts).
 */
import type { Browser, Page } from 'playwright-core';
import type { StoryPicture, Theme } from './pictures.ts';
import { pageOf, shoot, stillContext, type Shot, type Tab } from './shoot.ts';
import { STORY_WATCH, storyDone, type StoryWindow } from './story-watch.ts';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  tags: string[];
}

export interface StoryShot extends Shot {
  picture: StoryPicture;
}

interface Viewport {
  preset: string;
  width: number;
  height: number;
}

/** The other side of the 1023 px breakpoint: a phone's 375 px (Storybook's mobile preset) or a desktop's 1280. */
const OTHER_SIDE: Record<'phone' | 'desktop', Viewport> = {
  phone: { preset: 'mobile', width: 375, height: 812 },
  desktop: { preset: 'desktop', width: 1280, height: 900 },
};

/** How long a story may take to render and play before it counts as failed (a safety net, not a measure). */
const STORY_TIMEOUT_MS = 60_000;

/** In the page: the viewport a story asks for (its own `globals.viewport`, else the preview's, 'desktop'). */
async function viewportOf(storyId: string): Promise<Viewport> {
  const store = (window as unknown as StoryWindow).__STORYBOOK_PREVIEW__.storyStoreValue!;
  const story = await store.loadStory({ storyId });
  const fromUser = store.userGlobals.get().viewport as { value?: string } | undefined;
  const preset = story.storyGlobals.viewport?.value ?? fromUser?.value ?? 'desktop';
  const styles = story.parameters.viewport?.options?.[preset]?.styles ?? {};
  return { preset, width: parseInt(styles.width ?? '1280', 10), height: parseInt(styles.height ?? '900', 10) };
}

/**
 * In the page: shows the story in `theme` and waits until it is done (story-watch.ts); the errors it
 * met, if any. `fresh`: rendered afresh, play function included, as when a designer opens the story;
 * otherwise re-rendered where it is with the theme changed, as Storybook does when a designer switches
 * the toolbar's theme (the play function has run; its state stays). The theme is a class on the
 * document and no component's markup depends on it (decision 90), so a story re-themed shows what it
 * shows when opened in that theme.
 */
async function showStory({ storyId, theme, fresh }: { storyId: string; theme: Theme; fresh: boolean }): Promise<string[]> {
  const w = window as unknown as StoryWindow;
  const preview = w.__STORYBOOK_PREVIEW__;
  const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
  const watch = w.__visualWatch;
  const from = watch.phases.length;
  const errorsFrom = watch.errors.length;
  let plays = false;
  if (!fresh) channel.emit('updateGlobals', { globals: { theme } });
  else {
    plays = Boolean((await preview.storyStoreValue!.loadStory({ storyId })).playFunction);
    // What an earlier render left behind: the visit list and what a story saves between visits; the
    // args a component changed (the playground keeps its combination there), which Storybook keeps for
    // the next render of the story; the address, where it shows them.
    localStorage.clear();
    sessionStorage.clear();
    const args = preview.storyStoreValue!.args;
    if (storyId in args.initialArgsByStoryId) args.argsByStoryId[storyId] = args.initialArgsByStoryId[storyId]!;
    history.replaceState(null, '', `${location.pathname}?id=${encodeURIComponent(storyId)}&viewMode=story`);
    preview.storyStoreValue!.userGlobals.update({ theme });
    channel.emit(preview.currentRender?.id === storyId ? 'forceRemount' : 'setCurrentStory', { storyId, viewMode: 'story' });
  }
  await w.__visualDone(storyId, from, plays);
  return watch.errors.slice(errorsFrom);
}

export class StoryLane {
  private readonly page: Page;

  private constructor(private readonly tab: Tab) {
    this.page = tab.page;
  }

  /** A tab with Storybook's preview loaded (at `firstStory`, done playing), axe off: the visual run looks, the tests check. */
  static async open(browser: Browser, origin: string, firstStory: string, now: Date): Promise<StoryLane> {
    // Storybook's preview waits 100 ms after every render for animations to start, unless its test
    // runner is driving it (its user agent says so), when it pauses them at their end instead.
    const session = await browser.newBrowserCDPSession();
    const { userAgent } = (await session.send('Browser.getVersion')) as { userAgent: string };
    await session.detach();
    const context = await stillContext(browser, now, { userAgent: `${userAgent} StorybookTestRunner` });
    await context.addInitScript(STORY_WATCH);
    const tab = await pageOf(context);
    const { page } = tab;
    await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(firstStory)}&viewMode=story&globals=a11y.manual:!true`);
    await page.waitForFunction(() => Boolean((window as unknown as StoryWindow).__STORYBOOK_PREVIEW__?.currentRender));
    await page.evaluate(storyDone, firstStory);
    return new StoryLane(tab);
  }

  close(): Promise<void> {
    return this.page.context().close();
  }

  private async show(story: StoryEntry, theme: Theme, viewport: Viewport, fresh: boolean): Promise<void> {
    const size = this.page.viewportSize();
    if (size?.width !== viewport.width || size.height !== viewport.height)
      await this.page.setViewportSize({ width: viewport.width, height: viewport.height });
    let timer: NodeJS.Timeout | undefined;
    const errors = await Promise.race([
      this.page.evaluate(showStory, { storyId: story.id, theme, fresh }),
      new Promise<string[]>((done) => (timer = setTimeout(() => done([`not done after ${STORY_TIMEOUT_MS / 1000} s`]), STORY_TIMEOUT_MS))),
    ]).finally(() => clearTimeout(timer));
    if (errors.length) throw new Error(`${story.id} (${theme}, ${viewport.width} px): ${errors.join('\n')}`);
  }

  /**
   * Every picture of a story: in each theme it is shown in (light, and dark unless its theme is fixed),
   * at the viewport it asks for, and at the other side of the breakpoint when a width condition of the
   * styles applies to what it shows. The story is rendered afresh at each width (its play function
   * run at that width) and re-themed where it is. A theme that shows as another already taken (a story
   * that fixes its own) is not taken twice.
   */
  async shots(story: StoryEntry, onShot: (shot: StoryShot) => Promise<void>): Promise<void> {
    const own = await this.page.evaluate(viewportOf, story.id);
    const other = own.width <= 1023 ? OTHER_SIDE.desktop : OTHER_SIDE.phone;
    const themes: Theme[] = story.tags.includes('theme-fixed') ? ['light'] : ['light', 'dark'];
    const taken = new Set<string>();
    const take = async (viewport: Viewport, first: boolean) => {
      // The first picture at a width settles the page and asks whether the story differs across the
      // breakpoint; the other theme's, where only the document's class changed, needs neither.
      const shot = await shoot(this.tab, '#storybook-root', { widths: first && viewport === own, settled: !first });
      const { theme } = shot.measured;
      if (!taken.has(`${theme} ${viewport.width}`)) {
        taken.add(`${theme} ${viewport.width}`);
        const title = `${story.title} / ${story.name}`;
        await onShot({ ...shot, picture: { kind: 'story', id: story.id, title, theme, width: viewport.width, viewport: viewport.preset } });
      }
      return shot.measured;
    };
    // At its own width: fresh in light, then dark; at the other side: fresh in dark, then light.
    for (const [viewport, order] of [
      [own, themes],
      [other, [...themes].reverse()],
    ] as const) {
      let widthDependent = false;
      for (const [i, theme] of order.entries()) {
        await this.show(story, theme, viewport, i === 0);
        const measured = await take(viewport, i === 0);
        widthDependent ||= measured.widthDependent;
      }
      if (!widthDependent) break;
    }
  }
}
