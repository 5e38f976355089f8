import { style } from '@vanilla-extract/css';

/** The Icon set's "external" drawing (a box and an arrow leaving it), as a mask the text colour fills. */
const EXTERNAL = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6"/></svg>',
)}")`;

/** The mark after a link that opens a new window: the link's own colour, in forced colours too. */
export const newWindowMark = style({
  display: 'inline-block',
  width: '0.85em',
  height: '0.85em',
  marginInlineStart: '0.25em',
  verticalAlign: '-0.1em',
  backgroundColor: 'currentColor',
  mask: `${EXTERNAL} center / contain no-repeat`,
  '@media': { '(forced-colors: active)': { backgroundColor: 'LinkText' } },
});
