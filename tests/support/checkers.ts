/**
 * The accessibility checkers auditors run besides axe, in a page as it is (the page's context needs
 * `bypassCSP`: each checker is a script put into the page): HTML_CodeSniffer's WCAG 2 AA errors and IBM
 * Equal Access's violations.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './build.ts';

/** HTML_CodeSniffer's errors (WCAG 2 AA) on the page as it is: code and message of each. */
export async function codeSnifferErrors(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: await readFile(join(ROOT, 'node_modules/html_codesniffer/build/HTMLCS.js'), 'utf8') });
  return page.evaluate(
    () =>
      new Promise<string[]>((done) => {
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process: (s: string, d: Document, cb: () => void) => void;
              getMessages: () => { type: number; code: string; msg: string }[];
            };
          }
        ).HTMLCS;
        htmlcs.process('WCAG2AA', document, () =>
          done(
            htmlcs
              .getMessages()
              .filter((m) => m.type === 1)
              .map((m) => `${m.code}: ${m.msg}`),
          ),
        );
      }),
  );
}

/** IBM Equal Access's violations (its IBM_Accessibility rule set) on the page as it is: rule, element and message of each. */
export async function equalAccessViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: await readFile(join(ROOT, 'node_modules/accessibility-checker-engine/ace.js'), 'utf8') });
  return page.evaluate(async () => {
    type Result = { ruleId: string; value: [string, string]; path: { dom: string }; message: string };
    const ace = (window as unknown as { ace: { Checker: new () => { check(d: Document, s: string[]): Promise<{ results: Result[] }> } } })
      .ace;
    const { results } = await new ace.Checker().check(document, ['IBM_Accessibility']);
    return results.filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL').map((r) => `${r.ruleId} ${r.path.dom}: ${r.message}`);
  });
}
