/**
 * A draft an editor previews (app/publisher/draft-page.ts) is served on the publishing service's address,
 * where no page of the site is: its links must go to the live site. The service rewrites those in the
 * HTML it sends; this keeps the ones the page makes in the browser so too (today's programme at the
 * visitor's time, anything a view renders after hydration). Loaded only by a draft.
 */
const internal = (href: string | null): href is string => !!href && href.startsWith('/') && !href.startsWith('//');

export function keepLinksLive(live: string, root: HTMLElement = document.body): MutationObserver {
  const site = live.replace(/\/+$/, '');
  const fix = (a: Element) => {
    const href = a.getAttribute('href');
    if (a.localName === 'a' && internal(href)) a.setAttribute('href', site + href);
  };
  const fixUnder = (node: Node) => {
    if (!(node instanceof Element)) return;
    fix(node);
    node.querySelectorAll('a[href^="/"]').forEach(fix);
  };
  fixUnder(root);
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') fix(r.target as Element);
      else r.addedNodes.forEach(fixUnder);
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['href'] });
  return observer;
}
