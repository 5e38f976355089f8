/** Registers the service worker where browsers allow one (HTTPS or localhost), and reports updates. */
function canUseServiceWorker(loc: Pick<Location, 'protocol' | 'hostname'> = window.location): boolean {
  return loc.protocol === 'https:' || loc.hostname === 'localhost' || loc.hostname === '127.0.0.1' || loc.hostname === '[::1]';
}

/** onUpdate runs when a new worker (a new build) takes over this tab. */
export function registerServiceWorker(onUpdate: () => void) {
  if (!canUseServiceWorker()) {
    console.error(
      `[runtime] the service worker needs HTTPS or localhost; ${window.location.origin} has neither, so the site works without it`,
    );
    return;
  }
  if (!('serviceWorker' in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) onUpdate();
  });
  navigator.serviceWorker.register('/sw.js').catch((err) => console.error('[runtime] service worker registration failed', err));
}
