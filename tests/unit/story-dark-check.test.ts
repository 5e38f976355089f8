/**
 * Every story's test checks its colours in the dark theme after its play function (decision 103): the
 * check is one of the project's afterEach hooks (.storybook/preview.tsx). What the check finds and which
 * stories it follows is tried in Chromium by design-system/docs/DarkColourCheck.stories.tsx; a story
 * cannot see the hooks that run after it, so their list is read here. (The stories import nothing from
 * preview.tsx: a story that did would change the order of the styles Storybook bundles.)
 */
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import { checkDarkColoursAfterStory } from '../../.storybook/dark-colour-check.ts';

describe('the stories’ dark colour check', () => {
  it('runs after every story, as one of the project’s afterEach hooks', () => {
    expect([preview.afterEach].flat()).toContain(checkDarkColoursAfterStory);
  });
});
