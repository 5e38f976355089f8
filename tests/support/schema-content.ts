/**
 * Page documents generated at random from the JSON Schemas (json-schema-faker, seeded), as a CMS that
 * knows only the contract could send them. The schemas are first made one document with every `$ref`
 * in place (a schema that refers to itself is cut after two levels), since the generator resolves no
 * relative reference between files.
 *
 * Two things are then set by hand, each a rule the generator cannot follow and not one the build adds:
 * - the address (`url.path`) and the translations: the path pattern uses lookaheads, which the
 *   generator ignores, and a path's language prefix depends on the page's language, another field;
 * - the host of an https media address: which host is allowed is the site configuration's, another
 *   document (the schema allows an https address on a host, the build the configured one).
 */
import { generate } from 'json-schema-faker';
import { atPointer, loadSchemas, refTarget, type SchemaDocument } from '../../app/tools/schema-registry.ts';
import { languagePrefix } from '../../pages/routes/language-path.ts';
import { holdsMediaAddress } from '../../pages/content/media-addresses.ts';
import type { Language } from '../../generated/types/constants.ts';

const schemas = loadSchemas(new URL('../../schemas', import.meta.url).pathname);

/** `node` of `file` with every reference replaced by what it names. */
function inline(file: string, node: unknown, seen: readonly string[]): unknown {
  if (Array.isArray(node)) return node.map((n) => inline(file, n, seen));
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as SchemaDocument;
  // A document's own name and its definitions are not part of what it describes.
  const own = Object.fromEntries(
    Object.entries(rest)
      .filter(([k]) => !['$schema', '$id', 'definitions'].includes(k))
      .map(([k, v]) => [k, inline(file, v, seen)]),
  );
  if (typeof $ref !== 'string') return own;
  const [target, fragment] = refTarget(file, $ref);
  const key = `${target}#${fragment}`;
  if (seen.filter((s) => s === key).length >= 2) return { not: {} };
  return { ...(inline(target, atPointer(schemas.get(target)!, fragment), [...seen, key]) as object), ...own };
}

const pageSchema = inline('page.schema.json', schemas.get('page.schema.json'), []) as SchemaDocument;

/** Every media address of `value` given to `fix`, in place, found as the build finds them. */
function fixMediaAddresses(value: unknown, fix: (address: string) => string) {
  if (Array.isArray(value)) return value.forEach((v) => fixMediaAddresses(v, fix));
  if (!value || typeof value !== 'object') return;
  const o = value as Record<string, unknown>;
  for (const [k, v] of Object.entries(o)) {
    if (typeof v === 'string' && holdsMediaAddress(o, k)) o[k] = fix(v);
    else fixMediaAddresses(v, fix);
  }
}

/** A page generated from the schemas with `seed`, at an address of its own in its language, its media on `mediaHost`. */
export async function pageFromSchemas(seed: number, mediaHost: string): Promise<Record<string, unknown>> {
  const page = (await generate(pageSchema, { seed, maxDepth: 8, maxDefaultItems: 3, optionalsProbability: 0.6 })) as {
    language: { id: Language };
    url: { path: string };
    translations: unknown[];
  };
  page.url = { path: `${languagePrefix(page.language.id)}/generada/pagina-${seed}` };
  page.translations = [];
  fixMediaAddresses(page, (address) => address.replace(/^https:\/\/[^/?#]+/, mediaHost));
  return page;
}
