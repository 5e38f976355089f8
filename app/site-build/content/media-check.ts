/**
 * The content's media folder, checked before anything is copied (and by `npm run validate`): every
 * file a plain file inside the content folder (a link out of it is refused), and every SVG free of
 * what would run or fetch on the site's own origin when opened directly: scripts, event handlers,
 * embedded documents, and references to anything outside the drawing itself. An SVG is refused rather
 * than rewritten: the editors' file is what is published, or nothing is.
 */
import { lstat, readdir, readFile, realpath } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Parser } from 'htmlparser2';
import { mapBounded } from '../support/map-bounded.ts';

const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'audio', 'video', 'handler', 'listener']);
/** Attributes that load or link to what they name, by local name: `xlink:href` under any prefix is `href`. */
const REFERENCE_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction']);
/** What a SMIL animation sets an attribute to: a link it animates to `javascript:` is a link all the same. */
const ANIMATION_VALUES = new Set(['to', 'from', 'by', 'values']);

/** An attribute's value as a browser reads an address: entities decoded (by the parser), whitespace and controls gone. */
// eslint-disable-next-line no-control-regex -- control characters are what it takes out
const asAddress = (value: string) => value.replace(/[\u0000-\u0020\u007f]+/g, '');
/** A value that names something outside the drawing: a scheme (`javascript:`, `https:`…) or a path. */
const outside = (address: string) => /^[a-z][a-z0-9+.-]*:/i.test(address) || address.startsWith('/');

/** What makes an SVG unsafe to publish, or [] for a drawing. */
export function svgProblems(text: string): string[] {
  const problems = new Set<string>();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element = name.toLowerCase();
        if (ACTIVE_ELEMENTS.has(element)) problems.add(`a <${element}> element`);
        for (const [attr, value] of Object.entries(attributes)) {
          const a = attr.toLowerCase();
          const local = a.slice(a.lastIndexOf(':') + 1);
          const address = asAddress(value);
          if (local.startsWith('on')) problems.add(`an event handler (${a})`);
          else if (REFERENCE_ATTRIBUTES.has(local) && !address.startsWith('#'))
            problems.add(`a reference outside the drawing (${a}="${value.slice(0, 60)}")`);
          else if (local === 'attributename' && REFERENCE_ATTRIBUTES.has(address.toLowerCase().slice(address.lastIndexOf(':') + 1)))
            problems.add(`an animation of a link (${a}="${value.slice(0, 60)}")`);
          else if (ANIMATION_VALUES.has(local) && address.split(';').some(outside))
            problems.add(`an animation to a reference outside the drawing (${a}="${value.slice(0, 60)}")`);
          else if (/url\(\s*['"]?(?!#)/i.test(value)) problems.add(`a reference outside the drawing (${a}: ${value.slice(0, 60)})`);
          else if (/javascript:/i.test(address)) problems.add(`a javascript: address (${a})`);
        }
        if (element === 'style') problems.add('a <style> element (it can load what it likes)');
      },
      // Declarations (<!DOCTYPE …>, <!ENTITY …>) and instructions (<?xml-stylesheet …?>) arrive here.
      onprocessinginstruction(_name, data) {
        if (/^\?xml-stylesheet/i.test(data)) problems.add('an xml-stylesheet instruction');
        if (/<?!ENTITY|\[\s*<!ENTITY/i.test(data) || /^!doctype[^>]*\[/i.test(data)) problems.add('an entity declaration');
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(text);
  parser.end();
  return [...problems];
}

/** Every problem of the media folder, each naming its file; [] when it can be published. */
export async function checkMediaFolder(contentRoot: string, mediaDir: string): Promise<string[]> {
  const realRoot = await realpath(contentRoot);
  const entries = await readdir(mediaDir, { withFileTypes: true, recursive: true }).catch(() => []);
  const files = entries.filter((e) => !e.isDirectory()).map((e) => join(e.parentPath, e.name));
  const found = await mapBounded(files, 16, async (file): Promise<string[]> => {
    const name = relative(process.cwd(), file) || file;
    if ((await lstat(file)).isSymbolicLink()) {
      const real = await realpath(file).catch(() => null);
      if (!real) return [`${name}: a link to nothing`];
      if (real !== realRoot && !real.startsWith(realRoot + sep)) return [`${name}: a link to ${real}, outside the content folder: refused`];
    }
    if (!/\.svg$/i.test(file)) return [];
    return svgProblems(await readFile(file, 'utf8')).map(
      (p) => `${name}: an SVG with ${p}: refused (it would run on the site's own address)`,
    );
  });
  return found.flat();
}
