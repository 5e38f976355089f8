/**
 * What the visual run watches in Storybook's preview to know a story is done: every render phase the
 * preview announces, the plays started and not yet ended, and the errors thrown. Installed before the
 * preview starts (an init script, as plain JavaScript: it runs before anything else in the page).
 *
 * A story is done when, since it was asked for, a render of it has finished, its play function (if it
 * has one) has ended, no play is running, and the render has nothing pending or queued: checked after
 * a frame and a task, twice in a row with no phase announced in between (a component that updates its
 * args from an effect starts another render after its commit).
 */

export type StoryWindow = Window & {
  __STORYBOOK_PREVIEW__: {
    storyStoreValue?: {
      loadStory(o: { storyId: string }): Promise<{
        storyGlobals: { viewport?: { value?: string } };
        parameters: { viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> } };
        playFunction?: unknown;
      }>;
      userGlobals: { update(globals: Record<string, unknown>): void; get(): Record<string, unknown> };
      args: { initialArgsByStoryId: Record<string, unknown>; argsByStoryId: Record<string, unknown> };
    };
    currentRender?: { id?: string; phase?: string; rerenderEnqueued?: boolean; isPending?(): boolean };
  };
  __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void };
  __visualWatch: { phases: string[]; errors: string[]; playing: number };
  __visualDone(storyId: string, from: number, plays: boolean): Promise<void>;
};

export const STORY_WATCH = `(() => {
  const watch = { phases: [], errors: [], playing: 0 };
  window.__visualWatch = watch;
  const attach = () => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return false;
    channel.on('storyRenderPhaseChanged', (e) => {
      watch.phases.push(e.newPhase);
      if (e.newPhase === 'playing') watch.playing++;
      else if (['played', 'errored', 'aborted'].includes(e.newPhase)) watch.playing = Math.max(0, watch.playing - 1);
    });
    const error = (e) => watch.errors.push(String((e && (e.message || e.description)) || JSON.stringify(e)).split('\\n').slice(0, 8).join('\\n'));
    for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'unhandledErrorsWhilePlaying', 'storyMissing']) channel.on(event, error);
    channel.on('storyFinished', (e) => e.status === 'error' && watch.errors.push('the story finished with an error'));
    return true;
  };
  if (!attach()) {
    const wait = setInterval(() => attach() && clearInterval(wait), 1);
  }
  const tick = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  window.__visualDone = async (storyId, from, plays) => {
    const ended = (p) => p === 'played' || p === 'errored' || p === 'aborted';
    const done = () => {
      const since = watch.phases.slice(from);
      const render = window.__STORYBOOK_PREVIEW__.currentRender;
      return (
        since.includes('finished') &&
        (!plays || since.some(ended)) &&
        watch.playing === 0 &&
        render && render.id === storyId && !render.isPending() && !render.rerenderEnqueued && render.phase !== 'preparing'
      );
    };
    for (let calm = 0; calm < 2; ) {
      const before = watch.phases.length;
      await tick();
      calm = done() && watch.phases.length === before ? calm + 1 : 0;
    }
  };
})();`;

/** In the page: waits for the story shown from the address (the tab's first) to be done. */
export function storyDone(storyId: string): Promise<void> {
  return (window as unknown as StoryWindow).__visualDone(storyId, 0, false);
}
