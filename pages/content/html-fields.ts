/**
 * Applies a function to every CMS HTML string of a page, a paragraph or the site configuration,
 * found by the plan generated from the schemas (strings with contentMediaType text/html), so no
 * HTML field is missed and no plain-text field is touched. Returns a copy; the input is unchanged.
 */
import { HTML_PLANS, HTML_ROOTS, type HtmlPlan } from '../../generated/types/html-fields.ts';

type Json = unknown;

function apply(value: Json, planKey: string | undefined, fn: (html: string) => string): Json {
  const plan: HtmlPlan | undefined = planKey ? HTML_PLANS[planKey] : undefined;
  if (!plan || value === null || value === undefined) return value;
  if (plan.html) return typeof value === 'string' ? fn(value) : value;
  if (Array.isArray(value)) return plan.items ? value.map((v) => apply(v, plan.items, fn)) : value;
  if (typeof value !== 'object') return value;
  const record = value as Record<string, Json>;
  let out: Record<string, Json> = record;
  const set = (k: string, v: Json) => {
    if (v === record[k]) return;
    if (out === record) out = { ...record };
    out[k] = v;
  };
  for (const [k, sub] of Object.entries(plan.props ?? {})) if (k in record) set(k, apply(record[k], sub, fn));
  if (plan.cases) {
    const branch = plan.cases.by[String(record[plan.cases.on])];
    const applied = apply(out, branch, fn) as Record<string, Json>;
    for (const k of Object.keys(applied)) set(k, applied[k]);
  }
  return out;
}

export const mapPageHtml = <T>(page: T, fn: (html: string) => string): T => apply(page, HTML_ROOTS.page, fn) as T;
export const mapSiteConfigHtml = <T>(site: T, fn: (html: string) => string): T => apply(site, HTML_ROOTS.siteConfig, fn) as T;
export const mapParagraphHtml = <T>(paragraph: T, fn: (html: string) => string): T => apply(paragraph, 'paragraph.schema.json#', fn) as T;
