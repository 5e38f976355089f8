import type { SVGProps } from 'react';

/** Icons drawn on a 24×24 grid with a 2px stroke. Decorative unless given a label. */
const paths = {
  ticket: 'M3 8a2 2 0 0 0 0 4v4h18v-4a2 2 0 0 1 0-4V4H3zM9 4v16',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M5 5l14 14M19 5L5 19',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3',
  access: 'M12 4a1.5 1.5 0 1 0 0 .01M6 8h12M12 8v6M9 21l3-7 3 7',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  download: 'M12 4v11M7 10l5 5 5-5M4 20h16',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  chevronDown: 'M6 9l6 6 6-6',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5L20 20',
  transcript: 'M5 3h10l4 4v14H5zM8 11h8M8 15h8M8 7h4',
  /** Accessibility services (always shown with their name). */
  hand: 'M8 12V5.5a1.5 1.5 0 0 1 3 0V11M11 10V4a1.5 1.5 0 0 1 3 0v6M14 10V5a1.5 1.5 0 0 1 3 0v7M8 11.5a1.5 1.5 0 0 0-3 0V14a7 7 0 0 0 7 7h1a5 5 0 0 0 5-5v-5',
  eye: 'M2 12s3.5-6 10-6 10 6 10 6-3.5 6-10 6S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  ear: 'M7 9a5 5 0 0 1 10 0c0 3-3 4-3 7a3 3 0 0 1-6 0M10 9.5a2 2 0 0 1 4 0',
  book: 'M3 5h6a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H3zM21 5h-6a3 3 0 0 0-3 3v12a2 2 0 0 1 2-2h7z',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
  bookmark: 'M6 3h12v18l-6-4.5L6 21z',
  share:
    'M8 12a3 3 0 1 1-3-3 3 3 0 0 1 3 3zM22 5a3 3 0 1 1-3-3 3 3 0 0 1 3 3zM22 19a3 3 0 1 1-3-3 3 3 0 0 1 3 3zM7.7 10.7l8.6-4.4M7.7 13.3l8.6 4.4',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  /** A feed (RSS, podcasts, calendars to subscribe to). */
  feed: 'M5 19h.01M5 12a7 7 0 0 1 7 7M5 5a14 14 0 0 1 14 14',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
} as const;

export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** An accessible name; without one the icon is hidden from assistive technology. */
  label?: string;
  size?: number;
}

export function Icon({ name, ...rest }: IconProps) {
  return <PathIcon d={paths[name]} {...rest} />;
}

export interface PathIconProps extends Omit<IconProps, 'name'> {
  /** A path on the same 24×24 grid, for icons that belong to one component's own code (the media controls'). */
  d: string;
}

/** An icon drawn like the others from a path of its own. */
export function PathIcon({ d, label, size = 24, ...rest }: PathIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}
