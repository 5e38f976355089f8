/** Loads schemas/ and registers every file with ajv under a stable $id, so relative $refs resolve. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv, { type Options } from 'ajv';

const BASE = 'https://schemas.museo.example/';
export const schemaId = (relPath: string) => BASE + relPath;

/** A JSON Schema document as read from disk: any JSON, walked by the generators. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- arbitrary JSON, shaped by the schemas themselves
export type SchemaDocument = Record<string, any>;

export function loadSchemas(dir: string): Map<string, SchemaDocument> {
  const out = new Map<string, SchemaDocument>();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.schema.json')) out.set(relative(dir, full).split('\\').join('/'), JSON.parse(readFileSync(full, 'utf8')));
    }
  };
  walk(dir);
  return out;
}

/** What a `$ref` in schemas/`file` names: the file it is in (relative to schemas/) and the JSON pointer in it. */
export function refTarget(file: string, ref: string): [file: string, pointer: string] {
  const [path = '', fragment = ''] = ref.split('#');
  return [path ? new URL(path, `https://x/${file}`).pathname.slice(1) : file, fragment];
}

/** The part of a schema document at a JSON pointer. */
export const atPointer = (doc: SchemaDocument, pointer: string): SchemaDocument =>
  pointer
    .split('/')
    .filter(Boolean)
    .reduce((node: SchemaDocument, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);

/** allErrors: an editor sees every problem of a document at once; verbose: messages can quote what was found. */
export function createSchemaAjv(schemas: Map<string, SchemaDocument>, extra: Options = {}) {
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    discriminator: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    ...extra,
  });
  ajv.addKeyword({ keyword: 'x-expected', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-expected-es', schemaType: 'string' });
  for (const [rel, schema] of schemas) ajv.addSchema({ ...schema, $id: schemaId(rel) });
  return ajv;
}
