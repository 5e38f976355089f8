/**
 * What runs inside Chromium before a picture is taken (each function is sent to the page by
 * page.evaluate, so it may use nothing from this module's scope). The same steps for a story and for a
 * built page, so that both are still, complete and the same on every run:
 *
 * - no animation, transition or blinking caret (the page is also opened with reduced motion, which the
 *   site honours; this catches anything that does not);
 * - every picture loaded (lazy ones too) and decoded: raster pictures arrive as boxes of their own
 *   colour at their own size (flat-pictures.ts, decision 92), drawings and icons as they are;
 * - every player's recording read far enough to show its length;
 * - the self-hosted fonts loaded;
 * - the window scrolled to the top (the capture then draws a frame of the page as it is).
 */

export interface Measure {
  /** The height to take, in CSS pixels: what was rendered, at least 1, at most the cap. */
  height: number;
  /** The theme the picture shows ('dark' or 'light'), from the color-scheme the theme's class sets. */
  theme: 'light' | 'dark';
  /** A style under a width condition (@media or @container) applies to something shown: the picture differs at the other side of the breakpoint (only when asked for). */
  widthDependent: boolean;
  /** Pictures that failed to load, by address (kept as the browser shows them). */
  broken: string[];
}

/** Holds the page still and waits for its pictures, its players' recordings and its fonts. */
export async function settle({ cap }: { cap: number }): Promise<void> {
  if (!document.getElementById('visual-still')) {
    const style = document.createElement('style');
    style.id = 'visual-still';
    style.textContent = `*, *::before, *::after, ::backdrop {
      animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
      transition-duration: 0s !important; transition-delay: 0s !important;
      caret-color: transparent !important; scroll-behavior: auto !important;
    }`;
    document.head.append(style);
  }
  for (const animation of document.getAnimations()) {
    try {
      animation.finish();
    } catch {
      // An endless animation cannot finish: the style above has made it a single, zero-length one.
    }
  }

  // The pictures in what is taken (the first `cap` pixels), lazy ones too: those below it do not show.
  const images = [...document.images].filter((img) => img.getBoundingClientRect().top + window.scrollY < cap);
  for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
  // A picture that cannot load is left as the browser shows it (and named by measure()).
  await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  // A player shows the length of its recording once it has read it, and the browser's own controls
  // show a spinner while it is still loading: every picture waits until each player has read what it
  // reads before play (its metadata, or all of a short file) and stopped loading.
  // A recording a play function started is stopped at its start: the frame a video shows, and where
  // its player's bar stands, would otherwise depend on how long it played.
  const players = [...document.querySelectorAll<HTMLMediaElement>('video, audio')];
  await Promise.all(
    players
      // Any that played: a play function that pressed Home has set the time to 0 already, and the frame
      // shown may still be the one it left (the end, with both cores busy), so it is sought again.
      .filter((m) => !m.paused || m.currentTime > 0 || m.seeking || m.played.length > 0)
      .map((m) => {
        m.pause();
        // Seeked is not shown: a video's frame at its start is drawn a frame or more later (with four
        // tabs and both cores busy, a picture showed the bar at 0:00 over the last frame). A video
        // waits for that frame to be presented: two seconds at most, as the browser draws none when
        // the frame shown is already that one.
        const shown = new Promise<void>((done) =>
          m.addEventListener(
            'seeked',
            () => {
              if (!(m instanceof HTMLVideoElement)) return done();
              const timer = setTimeout(done, 2000);
              m.requestVideoFrameCallback(() => (clearTimeout(timer), done()));
            },
            { once: true },
          ),
        );
        m.currentTime = 0;
        return shown;
      }),
  );
  const media = players.filter((m) => m.preload !== 'none' && (m.currentSrc || m.src));
  const still = (m: HTMLMediaElement) => m.error !== null || (m.readyState >= 1 && m.networkState !== HTMLMediaElement.NETWORK_LOADING);
  await Promise.all(
    media.map(
      (m) =>
        new Promise<void>((done) => {
          const check = () => {
            if (!still(m)) return;
            clearInterval(poll);
            done();
          };
          const poll = setInterval(check, 20);
          check();
        }),
    ),
  );
  await Promise.all(
    [...document.querySelectorAll<HTMLVideoElement>('video[poster]')].map((v) => {
      const poster = new Image();
      poster.src = v.poster;
      return poster.decode().catch(() => undefined);
    }),
  );
  await document.fonts.ready;
  window.scrollTo(0, 0);
}

/**
 * What to take of the page: `rootSelector` is what the picture shows (the story's root, or the page's
 * body). A story is taken down to the end of what it renders (the room its padded wrapper keeps below
 * the component to fill a screen is not part of it); a page down to its end; either at most `cap`.
 */
export function measure({ rootSelector, cap, widths }: { rootSelector: string; cap: number; widths: boolean }): Measure {
  const root = document.querySelector(rootSelector) ?? document.body;
  let bottom = 0;
  if (rootSelector === 'body') bottom = document.documentElement.scrollHeight;
  else {
    // The story's wrapper (its padding, or the component itself) is measured by what it holds, plus its
    // own padding and border below: a wrapper kept a screen tall by a min-height ends with its content.
    const wrapper = root.firstElementChild ?? root;
    const range = document.createRange();
    range.selectNodeContents(wrapper);
    const held = range.getBoundingClientRect();
    const style = getComputedStyle(wrapper);
    bottom =
      held.height > 0
        ? held.bottom + parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth)
        : wrapper.getBoundingClientRect().bottom;
  }
  // What a story opens over itself (a dialog, a popover) counts too; a modal's backdrop covers the window.
  for (const el of document.querySelectorAll('dialog[open], :popover-open')) {
    bottom = Math.max(bottom, el.getBoundingClientRect().bottom);
    if (el.matches(':modal')) bottom = Math.max(bottom, window.innerHeight);
  }

  const selectors: string[] = [];
  const walk = (rules: CSSRuleList, conditional: boolean) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) walk(rule.cssRules, conditional || /width/.test(rule.conditionText));
      else if (rule instanceof CSSContainerRule) walk(rule.cssRules, true);
      else if (rule instanceof CSSStyleRule) {
        if (conditional) selectors.push(rule.selectorText);
        if (rule.cssRules.length) walk(rule.cssRules, conditional);
      } else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules, conditional);
    }
  };
  for (const sheet of widths ? document.styleSheets : []) {
    try {
      walk(sheet.cssRules, false);
    } catch {
      // A sheet of another origin: none of the site's or the design system's.
    }
  }
  const shown = (selector: string) => {
    const plain = selector.replace(
      /::?(before|after|placeholder|marker|backdrop|selection|file-selector-button|first-line|first-letter)\b/g,
      '',
    );
    try {
      return root.matches(plain) || root.querySelector(plain) !== null;
    } catch {
      return false;
    }
  };

  const themed = root.firstElementChild ?? root;
  return {
    height: Math.max(1, Math.min(cap, Math.ceil(bottom + window.scrollY))),
    theme: /dark/.test(getComputedStyle(themed).colorScheme) ? 'dark' : 'light',
    widthDependent: selectors.some(shown),
    broken: [...document.images].filter((img) => img.complete && img.naturalWidth === 0 && img.src).map((img) => img.src),
  };
}
