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
      let out = code
        .replace(/(?<![\w.$])(React\d*)\.(createContext|forwardRef|memo|createElement)\(/g, '/* @__PURE__ */ $1.$2(')
        // Names for React's developer tools, which production never shows: as statements, they would keep what they name.
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
        // Module-level values made by calls that only compute them: symbols, URLs, sets, the names of
        // Object.prototype. Unmarked, each keeps itself and what uses it (the data router's error paths).
        .replace(/^(var [\w$]+ = )(Symbol\(|new (?:URL|Set)\()/gm, '$1/* @__PURE__ */ $2')
        .replace(
          /^(var [\w$]+ = )(Object\.getOwnPropertyNames\(Object\.prototype\)\.sort\(\)\.join\("\\0"\));$/gm,
          '$1/* @__PURE__ */ (() => $2)();',
        );
      // A static written after its class (`X.contextType = Y;`) is a statement that keeps the class and
      // everything it renders; written inside the class, it goes with it when the class is not used.
      for (const [statement, cls, field, value] of code.matchAll(/^([\w$]+)\.(contextType) = ([\w$]+);$/gm)) {
        const head = new RegExp(`^(var ${cls!.replace(/\$/g, '\\$')} = class extends [\\w$.]+ \\{)$`, 'm');
        if (!head.test(out)) continue;
        out = out.replace(head, `$1\n  static ${field} = ${value};`).replace(statement, '');
      }
      return { code: out, map: null };
    },
  };
}
