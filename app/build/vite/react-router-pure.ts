import type { Plugin } from 'vite';

/**
 * react-router's published bundle calls React at module level (`React.createContext(…)`,
 * `React.forwardRef(…)`, `React.memo(…)`, `React.createElement(…)`) without marking the calls pure,
 * and React reaches the bundler as CommonJS, so nothing of it can be left out: BrowserRouter and five
 * hooks brought the data router, forms, links, fetchers and route matching to every page (36 KB
 * minified, ≈ 12 KiB gzip). Those calls create values and do nothing else; marked pure, what the site
 * does not use is left out (≈ 9 KiB gzip less on every page). The site's own code is not touched.
 */
export function reactRouterPureCalls(): Plugin {
  return {
    name: 'museo:react-router-pure-calls',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/.test(id)) return undefined;
      return {
        code: code
          .replace(/(?<![\w.$])(React\d*)\.(createContext|forwardRef|memo|createElement)\(/g, '/* @__PURE__ */ $1.$2(')
          // Names for React's developer tools, which production never shows: as statements, they would keep what they name.
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, ''),
        map: null,
      };
    },
  };
}
