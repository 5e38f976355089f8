/**
 * The design tokens, rendered from the tokens themselves for the Storybook docs (Tokens.mdx): change a
 * token and these tables change with it. Inline styles show each value (Storybook only; the site's
 * CSP forbids them, and the site never renders these).
 */
import { MOBILE_MAX_WIDTH_PX, compactDesktop, desktop, forcedColors, mobile, narrow, reducedMotion } from '../tokens/breakpoints.ts';
import { TEXT_CONTRAST, contrastPairs, contrastRatio } from '../tokens/contrast.ts';
import { palette } from '../tokens/palette.ts';
import { darkColors, font, lightColors, motion, radius, size, space } from '../tokens/theme.css.ts';
import { headingScale } from '../tokens/typography.css.ts';
import * as styles from './TokenTables.css.ts';

const Code = ({ children }: { children: string }) => <code className={styles.code}>{children}</code>;

/** A captioned table whose first cell in each row heads the row (also the triage table's). */
export function Table({ caption, head, rows }: { caption: string; head: string[]; rows: React.ReactNode[][] }) {
  return (
    <table className={styles.table}>
      <caption className={styles.heading}>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" className={styles.cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((c, j) =>
              j === 0 ? (
                <th key={j} scope="row" className={styles.cell}>
                  {c}
                </th>
              ) : (
                <td key={j} className={styles.cell}>
                  {c}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The palette: components never use it directly, only through the themes. */
export const PaletteTable = () => (
  <Table
    caption="Palette"
    head={['Name', 'Colour', 'Value']}
    rows={Object.entries(palette).map(([name, value]) => [
      name,
      <span key="c" className={styles.chip} style={{ background: value }} />,
      <Code key="v">{value}</Code>,
    ])}
  />
);

/** Every text/background pair the components use, with its ratio and what WCAG AA asks (the same list contrast.test.ts holds). */
export const ContrastTable = ({ theme }: { theme: 'light' | 'dark' }) => {
  const colors = theme === 'dark' ? darkColors : lightColors;
  return (
    <Table
      caption={`Contrast pairs, ${theme} theme`}
      head={['Pair', 'Sample', 'Ratio', 'WCAG AA']}
      rows={contrastPairs(colors).map((p) => {
        const ratio = contrastRatio(p.foreground, p.background);
        return [
          p.label,
          p.minimum < TEXT_CONTRAST ? (
            // A ring or a border, not text: shown as one (3:1 is asked of it, not 4.5:1).
            <span
              key="s"
              className={styles.swatch}
              style={{ background: p.background, outline: `3px solid ${p.foreground}`, outlineOffset: '-6px' }}
            />
          ) : (
            <span key="s" className={styles.swatch} style={{ color: p.foreground, background: p.background }}>
              Aa {p.foreground}
            </span>
          ),
          `${ratio.toFixed(2)}:1`,
          <span key="w" className={styles.pass}>
            {ratio >= p.minimum ? `passes (≥ ${p.minimum}:1)` : `FAILS (< ${p.minimum}:1)`}
          </span>,
        ];
      })}
    />
  );
};

/** The type scale: sizes, the headings by level, weights and line heights. */
export const TypeScaleTable = () => (
  <>
    <Table
      caption="Type sizes"
      head={['Token', 'Sample', 'Value']}
      rows={Object.entries(font.size).map(([name, value]) => [
        `font.size.${name}`,
        <span key="s" style={{ fontSize: value, lineHeight: font.lineHeight.tight }}>
          Paisajes de la abstracción
        </span>,
        <Code key="v">{value}</Code>,
      ])}
    />
    <Table
      caption="Headings by level"
      head={['Level', 'Size']}
      rows={Object.entries(headingScale).map(([level, value]) => [`h${level}`, <Code key="v">{value}</Code>])}
    />
    <Table
      caption="Weights and line heights"
      head={['Token', 'Value']}
      rows={[
        ...Object.entries(font.weight).map(([n, v]) => [`font.weight.${n}`, <Code key="v">{v}</Code>]),
        ...Object.entries(font.lineHeight).map(([n, v]) => [`font.lineHeight.${n}`, <Code key="v">{v}</Code>]),
        ['font.family.body / display', <Code key="v">{font.family.body}</Code>],
      ]}
    />
  </>
);

/** Spacing, radii and sizes. */
export const SpacingTable = () => (
  <>
    <Table
      caption="Spacing"
      head={['Token', 'Length', 'Value']}
      rows={Object.entries(space).map(([name, value]) => [
        `space.${name}`,
        <span key="b" className={styles.bar} style={{ width: value }} />,
        <Code key="v">{value}</Code>,
      ])}
    />
    <Table
      caption="Radii and sizes"
      head={['Token', 'Value']}
      rows={[
        ...Object.entries(radius).map(([n, v]) => [`radius.${n}`, <Code key="v">{v}</Code>]),
        ...Object.entries(size).map(([n, v]) => [`size.${n}`, <Code key="v">{v}</Code>]),
      ]}
    />
  </>
);

/** Breakpoints (SPEC: 1023 px and below is mobile) and the media features the components follow. */
export const BreakpointsTable = () => (
  <Table
    caption="Breakpoints and media features"
    head={['Name', 'Media query', 'Use']}
    rows={[
      ['mobile', <Code key="q">{mobile}</Code>, `The spec's one breakpoint: ${MOBILE_MAX_WIDTH_PX} px and below is mobile.`],
      ['desktop', <Code key="q">{desktop}</Code>, 'The 12-column grid, the header’s main links, facts beside text.'],
      ['compactDesktop', <Code key="q">{compactDesktop}</Code>, 'The header’s links tighten; the menu button shows its icon only.'],
      ['narrow', <Code key="q">{narrow}</Code>, 'Phones in portrait: the header drops its long texts.'],
      ['reducedMotion', <Code key="q">{reducedMotion}</Code>, 'Nothing moves: carousels, smooth scrolling and panels stop animating.'],
      ['forcedColors', <Code key="q">{forcedColors}</Code>, 'Windows high contrast: borders stand in for backgrounds.'],
    ]}
  />
);

/** Motion: the spec's durations and the easing. */
export const MotionTable = () => (
  <Table
    caption="Motion"
    head={['Token', 'Value']}
    rows={Object.entries(motion).map(([name, value]) => [`motion.${name}`, <Code key="v">{value}</Code>])}
  />
);
