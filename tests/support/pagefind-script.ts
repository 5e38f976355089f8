/** The search index opened in the page by Pagefind's own library, for the search tests. */

/**
 * Script text (the test runner would rewrite a dynamic import() inside a function) that opens `lang`'s
 * index with Pagefind's own library, as the site's backend does: the first part, and the parts the
 * entry names merged into it (the test build indexes es and en in two parts each).
 */
export const openIndexScript = (lang: string, options = '{}') => `(async () => {
  const entry = await (await fetch('/pagefind/pagefind-entry.json?ts=' + (${options}.metaCacheTag ?? Date.now()))).json();
  const m = await import('/pagefind/pagefind.js');
  const given = ${options};
  const options = { basePath: '/pagefind/', noWorker: true, ...given };
  const html = document.documentElement;
  const own = html.lang;
  html.lang = ${JSON.stringify(lang)};
  const instance = m.createInstance(options);
  html.lang = own;
  const shards = (entry.shards ?? {})[${JSON.stringify(lang)}] ?? [];
  await Promise.all(shards.map((s) => instance.mergeIndex('/pagefind/shard/' + s + '/', { ...given, language: ${JSON.stringify(lang)} })));
  return { instance, shards: shards.length };
})()`;
