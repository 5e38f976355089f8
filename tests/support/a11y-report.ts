/**
 * The accessibility report for auditors (npm run test:a11y): every axe run of the suite, on every
 * story (through Storybook's a11y addon) and every built page (every-view.test.ts), gathered by a
 * Vitest reporter into reports/a11y.json and a readable reports/a11y.html. Violations fail their
 * test; axe's "incomplete" results (what it could not decide) are listed for a person to review.
 */
import { escapeHtml } from '../../design-system/html/escape-html.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TaskMeta } from 'vitest';
import type { Reporter, TestModule } from 'vitest/node';
import { ROOT } from './build.ts';
import { A11Y_TRIAGE, triageOf } from '../../design-system/docs/a11y-triage.ts';
import { DARK_REPORT } from '../../.storybook/dark-report.ts';

/** The part of an axe result the report needs (axe-core's AxeResults has the same shape). */
interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeRule {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  tags: string[];
  nodes: AxeNode[];
}
interface AxeLike {
  violations: AxeRule[];
  incomplete: AxeRule[];
  passes?: unknown[];
}

export interface A11yRun {
  kind: 'story' | 'page';
  /** Story id or page path. */
  target: string;
  theme: string;
  viewport: string;
}

interface Finding {
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  criteria: string[];
  nodes: { selector: string; html: string; summary?: string; triage?: string }[];
}

interface ReportEntry extends A11yRun {
  test: string;
  project: string;
  state: string;
  violations: Finding[];
  incomplete: Finding[];
  passes: number;
}

/** "wcag143" → "1.4.3": the success criteria an axe rule checks, as auditors write them. */
export function successCriteria(tags: string[]): string[] {
  return tags.flatMap((t) => {
    const m = /^wcag(\d)(\d)(\d+)$/.exec(t);
    return m ? [`${m[1]}.${m[2]}.${m[3]}`] : [];
  });
}

function findings(rules: AxeRule[]): Finding[] {
  return rules.map((r) => ({
    rule: r.id,
    impact: r.impact ?? 'unknown',
    help: r.help,
    helpUrl: r.helpUrl,
    criteria: successCriteria(r.tags),
    nodes: r.nodes.map((n) => ({
      selector: n.target.map(String).join(' '),
      html: n.html,
      ...(n.failureSummary ? { summary: n.failureSummary } : {}),
    })),
  }));
}

declare module 'vitest' {
  interface TaskMeta {
    /** Set by recordAxe (page tests). */
    a11y?: A11yRun & { violations: Finding[]; incomplete: Finding[]; passes: number };
    /** Set by Storybook's Vitest plugin. */
    storyId?: string;
    reports?: { type: string; result?: unknown; status?: string }[];
  }
}

/** Keeps an axe result on the test, for the report. */
export function recordAxe(task: { meta: TaskMeta }, run: A11yRun & { results: AxeLike }) {
  const { results, ...rest } = run;
  task.meta.a11y = {
    ...rest,
    violations: findings(results.violations),
    incomplete: findings(results.incomplete),
    passes: results.passes?.length ?? 0,
  };
}

type Node = Finding['nodes'][number];
const countNodes = (entries: ReportEntry[], keep: (n: Node) => boolean) =>
  entries.reduce((sum, e) => sum + e.incomplete.reduce((m, f) => m + f.nodes.filter(keep).length, 0), 0);

function renderHtml(entries: ReportEntry[], generated: string) {
  const withViolations = entries.filter((e) => e.violations.length);
  // Items still to review: those no verdict covers.
  const untriaged = entries
    .map((e) => ({
      ...e,
      incomplete: e.incomplete.map((f) => ({ ...f, nodes: f.nodes.filter((n) => !n.triage) })).filter((f) => f.nodes.length),
    }))
    .filter((e) => e.incomplete.length);
  const reviewed = A11Y_TRIAGE.map((t) => ({ t, count: countNodes(entries, (n) => n.triage === t.id) })).filter((r) => r.count > 0);
  const table = (rows: ReportEntry[], pick: 'violations' | 'incomplete') =>
    rows.length === 0
      ? '<p>None.</p>'
      : `<table><thead><tr><th scope="col">Story or page</th><th scope="col">Theme</th><th scope="col">Viewport</th><th scope="col">Rule</th><th scope="col">Impact</th><th scope="col">WCAG</th><th scope="col">Selector</th><th scope="col">HTML</th></tr></thead><tbody>${rows
          .flatMap((e) =>
            e[pick].flatMap((f) =>
              f.nodes.map(
                (n) =>
                  `<tr><td>${escapeHtml(e.kind)}: ${escapeHtml(e.target)}</td><td>${escapeHtml(e.theme)}</td><td>${escapeHtml(e.viewport)}</td><td><a href="${escapeHtml(f.helpUrl)}">${escapeHtml(f.rule)}</a><br>${escapeHtml(f.help)}</td><td>${escapeHtml(f.impact)}</td><td>${escapeHtml(f.criteria.join(', ') || '—')}</td><td><code>${escapeHtml(n.selector)}</code></td><td><code>${escapeHtml(n.html)}</code></td></tr>`,
              ),
            ),
          )
          .join('')}</tbody></table>`;
  const stories = entries.filter((e) => e.kind === 'story').length;
  const pages = entries.filter((e) => e.kind === 'page').length;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Accessibility report</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#111;background:#fff}table{border-collapse:collapse;width:100%;font-size:14px}th,td{border:1px solid #999;padding:.3rem .5rem;text-align:left;vertical-align:top}code{white-space:pre-wrap;word-break:break-all}a{color:#0645ad}a:focus-visible{outline:3px solid #111;outline-offset:2px}</style>
</head><body><main>
<h1>Accessibility report</h1>
<p>axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules and Label in Name (2.5.3, experimental in axe), run by <code>npm run test:a11y</code> on ${generated}: ${stories} story runs and ${pages} built pages.</p>
<h2>Violations (${withViolations.reduce((n, e) => n + e.violations.length, 0)})</h2>
${table(withViolations, 'violations')}
<h2>To review: axe could not decide (${countNodes(untriaged, () => true)})</h2>
<p>These are not failures: axe needs a person to check them (for example a contrast over a background image). Once checked, add the verdict to <code>design-system/docs/a11y-triage.ts</code>.</p>
${table(untriaged, 'incomplete')}
<h2>Reviewed: axe could not decide, a person did (${reviewed.reduce((n, r) => n + r.count, 0)})</h2>
${
  reviewed.length === 0
    ? '<p>None.</p>'
    : `<table><thead><tr><th scope="col">Item</th><th scope="col">Rule</th><th scope="col">Occurrences</th><th scope="col">Verdict</th><th scope="col">Why</th></tr></thead><tbody>${reviewed
        .map(
          ({ t, count }) =>
            `<tr><td>${escapeHtml(t.what)}</td><td>${escapeHtml(t.rule)}</td><td>${count}</td><td>${escapeHtml(t.verdict)}</td><td>${escapeHtml(t.reason)}</td></tr>`,
        )
        .join('')}</tbody></table>`
}
<h2>Everything checked</h2>
<table><thead><tr><th scope="col">Story or page</th><th scope="col">Theme</th><th scope="col">Viewport</th><th scope="col">Result</th><th scope="col">Rules passed</th></tr></thead><tbody>${entries
    .map(
      (e) =>
        `<tr><td>${escapeHtml(e.kind)}: ${escapeHtml(e.target)}</td><td>${escapeHtml(e.theme)}</td><td>${escapeHtml(e.viewport)}</td><td>${e.violations.length ? `${e.violations.length} violations` : e.state}</td><td>${e.passes}</td></tr>`,
    )
    .join('')}</tbody></table>
</main></body></html>
`;
}

/** A Vitest reporter: writes the report when the run has axe results in it (npm test and npm run test:a11y). */
export default class A11yReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const entries: ReportEntry[] = [];
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const meta = test.meta();
        const base = { test: test.fullName, project: test.project.name, state: test.result().state };
        if (meta.a11y) {
          entries.push({ ...base, ...meta.a11y });
          continue;
        }
        const axe = meta.reports?.find((r) => r.type === 'a11y')?.result as AxeLike | undefined;
        const render = meta.reports?.find((r) => r.type === 'museo-render')?.result as { theme: string; viewport: string } | undefined;
        if (!meta.storyId || !axe?.violations) continue;
        entries.push({
          ...base,
          kind: 'story',
          target: meta.storyId,
          theme: render?.theme ?? 'light',
          viewport: render?.viewport ?? 'unknown',
          violations: findings(axe.violations),
          incomplete: findings(axe.incomplete ?? []),
          passes: axe.passes?.length ?? 0,
        });
        // The same story checked again in the dark theme for the rules a theme can change (.storybook/preview.tsx).
        const dark = meta.reports?.find((r) => r.type === DARK_REPORT)?.result as
          { theme: string; viewport: string; axe: AxeLike } | undefined;
        if (dark)
          entries.push({
            ...base,
            state: dark.axe.violations.length ? 'failed' : base.state,
            kind: 'story',
            target: meta.storyId,
            theme: dark.theme,
            viewport: dark.viewport,
            violations: findings(dark.axe.violations),
            incomplete: findings(dark.axe.incomplete ?? []),
            passes: dark.axe.passes?.length ?? 0,
          });
      }
    }
    if (entries.length === 0) return;
    // Items a person has already looked at carry the verdict's id (design-system/docs/a11y-triage.ts).
    for (const e of entries) for (const f of e.incomplete) for (const n of f.nodes) n.triage = triageOf(f.rule, n, e.target)?.id;
    entries.sort((a, b) => a.kind.localeCompare(b.kind) || a.target.localeCompare(b.target) || a.theme.localeCompare(b.theme));
    const dir = join(ROOT, 'reports');
    mkdirSync(dir, { recursive: true });
    const generated = new Date().toISOString();
    const summary = {
      generated,
      runs: entries.length,
      stories: entries.filter((e) => e.kind === 'story').length,
      pages: entries.filter((e) => e.kind === 'page').length,
      violations: entries.reduce((n, e) => n + e.violations.length, 0),
      incomplete: entries.reduce((n, e) => n + e.incomplete.length, 0),
      toReview: countNodes(entries, (n) => !n.triage),
      reviewed: countNodes(entries, (n) => Boolean(n.triage)),
    };
    writeFileSync(join(dir, 'a11y.json'), JSON.stringify({ summary, entries }, null, 2) + '\n');
    writeFileSync(join(dir, 'a11y.html'), renderHtml(entries, generated));
    console.log(
      `[a11y] ${summary.runs} axe runs (${summary.stories} stories, ${summary.pages} pages): ${summary.violations} violations, ${summary.toReview} items to review, ${summary.reviewed} reviewed → reports/a11y.html`,
    );
  }
}
