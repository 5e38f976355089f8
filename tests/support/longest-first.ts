/**
 * The order test files start in: the longest first, so that no long file starts last and runs alone
 * at the end of the run. Vitest orders by the durations it recorded in earlier runs, but CI starts from
 * a clean clone with none, and its fallback (file size) put the runtime's file last. Files not named
 * here keep Vitest's order, after these.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest files of a run (`npx vitest run --reporter=json`: endTime − startTime), longest first. */
const LONGEST = [
  'tests/browser/every-view.test.ts',
  'tests/unit/build-edits.test.ts',
  'tests/browser/search.test.ts',
  'tests/unit/build.test.ts',
  'tests/browser/runtime.test.ts',
  'tests/browser/wcag-beyond-axe.test.ts',
  'tests/browser/publisher.test.ts',
  'tests/browser/runtime-lifecycle.test.ts',
  'tests/unit/commands.test.ts',
  'tests/browser/explore.test.ts',
  'tests/browser/production-topology.test.ts',
  'tests/browser/identity.test.ts',
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = LONGEST.findIndex((name) => f.moduleId.endsWith(name));
      return i < 0 ? LONGEST.length : i;
    };
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}
