/**
 * The drawings of the sample content's pictures (npm run sample-imagery, sample-imagery.ts): seven
 * families of abstract works drawn from a seed, portrait placeholders, cover art and partners' marks,
 * each an SVG string. The same key always draws the same picture.
 */

/** The families, by the sample picture the editors first described. */
export const FAMILY_OF_OLD: Record<string, Family> = {
  'noche-verde': 'lines',
  'abstraccion-1': 'circles',
  'abstraccion-2': 'grid',
  'abstraccion-3': 'grid',
  'retrato-amarillo': 'tilted',
  'geometria-azul': 'stripes',
  'paisaje-rojo': 'planes',
  'sala-205': 'room',
};
export type Family = 'lines' | 'circles' | 'grid' | 'tilted' | 'stripes' | 'planes' | 'room';
export const FAMILIES = new Set<string>(Object.values(FAMILY_OF_OLD));

/** A small seeded generator (mulberry32) from a string: the same key draws the same picture. */
export function rng(key: string) {
  let h = 1779033703 ^ key.length;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 3432918353);
  let a = (h << 13) | (h >>> 19);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}
type Rng = ReturnType<typeof rng>;
const r0 = (n: number) => Math.round(n);

const GROUNDS_LIGHT = ['#f4efe6', '#efe9dc', '#f7f4ee', '#ebe5d8', '#f2ede3'];
const GROUNDS_DARK = ['#141a17', '#17191f', '#1b1a17', '#10151c', '#1d1b1f'];
const INK = '#111111';

function lines(w: number, h: number, r: Rng): string {
  const greens = r.pick([
    ['#1f8a5b', '#46b17b', '#0d5c3c'],
    ['#2a9d8f', '#7fc8a9', '#1b6f61'],
    ['#3f8f3a', '#a3c95b', '#245b22'],
  ]);
  const out = [`<rect width="${w}" height="${h}" fill="${r.pick(GROUNDS_DARK)}"/>`];
  const n = r.int(5, 12);
  const tilt = r.between(-0.6, 0.6);
  for (let i = 0; i < n; i++) {
    const x = r.between(-0.1, 1.1) * w;
    const dx = (tilt + r.between(-0.25, 0.25)) * h;
    out.push(
      `<line x1="${r0(x)}" y1="0" x2="${r0(x + dx)}" y2="${h}" stroke="${r.pick(greens)}" stroke-width="${r0(r.between(3, 38))}" opacity="${r.between(0.6, 1).toFixed(2)}"/>`,
    );
  }
  if (r.next() < 0.6)
    out.push(
      `<line x1="0" y1="${r0(r.between(0.55, 0.8) * h)}" x2="${w}" y2="${r0(r.between(0.55, 0.8) * h)}" stroke="#e9e4d8" stroke-width="3"/>`,
    );
  return out.join('');
}

function circles(w: number, h: number, r: Rng): string {
  const colours = ['#c8102e', '#1d4e89', INK, r.pick(['#f2c300', '#e8a0b4', '#127a5a'])];
  const out = [`<rect width="${w}" height="${h}" fill="${r.pick(GROUNDS_LIGHT)}"/>`];
  const n = r.int(3, 7);
  const cx = r.between(0.3, 0.7) * w;
  const cy = r.between(0.35, 0.65) * h;
  for (let i = 0; i < n; i++) {
    const rad = r.between(0.08, 0.3) * Math.min(w, h);
    out.push(
      `<circle cx="${r0(cx + r.between(-0.35, 0.35) * w)}" cy="${r0(cy + r.between(-0.3, 0.3) * h)}" r="${r0(rad)}" fill="${colours[i % colours.length]}" opacity="${r.between(0.75, 0.95).toFixed(2)}" style="mix-blend-mode:multiply"/>`,
    );
  }
  if (r.next() < 0.5)
    out.push(`<circle cx="${r0(cx)}" cy="${r0(cy)}" r="${r0(0.42 * Math.min(w, h))}" fill="none" stroke="${INK}" stroke-width="4"/>`);
  return out.join('');
}

function grid(w: number, h: number, r: Rng): string {
  const out = [`<rect width="${w}" height="${h}" fill="${r.pick(['#fbfaf7', '#f4f1ea', '#f0ede6'])}"/>`];
  const cols = r.int(4, 11);
  const rows = Math.max(3, Math.round((cols * h) / w) + r.int(-1, 1));
  const m = r.between(0.06, 0.12) * Math.min(w, h);
  const cw = (w - 2 * m) / cols;
  const ch = (h - 2 * m) / rows;
  const accent = r.pick(['#c8102e', '#1d4e89', '#f2c300', null, null]);
  const fill = r.between(0.15, 0.55);
  const gap = r.between(0.08, 0.3);
  for (let c = 0; c < cols; c++)
    for (let k = 0; k < rows; k++) {
      const x = m + c * cw + (cw * gap) / 2;
      const y = m + k * ch + (ch * gap) / 2;
      const s = r.next();
      const colour = accent && s < 0.05 ? accent : INK;
      if (s < fill)
        out.push(`<rect x="${r0(x)}" y="${r0(y)}" width="${r0(cw * (1 - gap))}" height="${r0(ch * (1 - gap))}" fill="${colour}"/>`);
      else
        out.push(
          `<rect x="${r0(x)}" y="${r0(y)}" width="${r0(cw * (1 - gap))}" height="${r0(ch * (1 - gap))}" fill="none" stroke="${INK}" stroke-width="3"/>`,
        );
    }
  return out.join('');
}

function tilted(w: number, h: number, r: Rng): string {
  const yellows = ['#f2c300', '#e8b400', '#f5d547', '#d9a400'];
  const out = [`<rect width="${w}" height="${h}" fill="${r.pick(['#fbfaf7', '#f6f3ec', '#f1ede4'])}"/>`];
  const n = r.int(2, 6);
  for (let i = 0; i < n; i++) {
    const rw = r.between(0.15, 0.45) * w;
    const rh = r.between(0.08, 0.3) * h;
    const x = r.between(0.05, 0.9) * w - rw / 2;
    const y = r.between(0.1, 0.9) * h - rh / 2;
    out.push(
      `<rect x="${r0(x)}" y="${r0(y)}" width="${r0(rw)}" height="${r0(rh)}" fill="${r.pick(yellows)}" transform="rotate(${r.between(-35, 35).toFixed(1)} ${r0(x + rw / 2)} ${r0(y + rh / 2)})"/>`,
    );
  }
  if (r.next() < 0.7)
    out.push(
      `<line x1="${r0(r.between(0, w))}" y1="0" x2="${r0(r.between(0, w))}" y2="${h}" stroke="${INK}" stroke-width="${r0(r.between(3, 10))}"/>`,
    );
  return out.join('');
}

function stripes(w: number, h: number, r: Rng): string {
  const blues = r.pick([
    ['#1d4e89', '#3a78c2', '#9bbbe0'],
    ['#23395d', '#4f6fa8', '#c8d6ea'],
    ['#114b7a', '#1f7fb8', '#8ec6e8'],
  ]);
  const angle = r.between(20, 70) * (r.next() < 0.5 ? 1 : -1);
  const out = [
    `<rect width="${w}" height="${h}" fill="${r.pick(GROUNDS_DARK)}"/>`,
    `<g transform="rotate(${angle.toFixed(1)} ${w / 2} ${h / 2})">`,
  ];
  const span = Math.hypot(w, h);
  let x = -span / 2 + w / 2;
  while (x < span / 2 + w / 2) {
    const sw = r.between(10, 90);
    if (r.next() < 0.85)
      out.push(`<rect x="${r0(x)}" y="${r0(h / 2 - span / 2)}" width="${r0(sw)}" height="${r0(span)}" fill="${r.pick(blues)}"/>`);
    x += sw + r.between(12, 70);
  }
  out.push('</g>');
  return out.join('');
}

function planes(w: number, h: number, r: Rng): string {
  const out = [`<rect width="${w}" height="${h}" fill="${r.pick(GROUNDS_LIGHT)}"/>`];
  const vertical = r.next() < 0.5;
  const split = r.between(0.3, 0.7);
  const band = r.between(0.02, 0.07);
  const [a, b] = r.next() < 0.5 ? ['#c8102e', '#f2c300'] : ['#f2c300', '#c8102e'];
  const m = r.between(0.05, 0.12);
  if (vertical) {
    out.push(`<rect x="${r0(m * w)}" y="${r0(m * h)}" width="${r0((split - m) * w)}" height="${r0((1 - 2 * m) * h)}" fill="${a}"/>`);
    out.push(
      `<rect x="${r0((split + band) * w)}" y="${r0(m * h)}" width="${r0((1 - m - split - band) * w)}" height="${r0((1 - 2 * m) * h)}" fill="${b}"/>`,
    );
    out.push(`<rect x="${r0(split * w)}" y="0" width="${r0(band * w)}" height="${h}" fill="${INK}"/>`);
  } else {
    out.push(`<rect x="${r0(m * w)}" y="${r0(m * h)}" width="${r0((1 - 2 * m) * w)}" height="${r0((split - m) * h)}" fill="${a}"/>`);
    out.push(
      `<rect x="${r0(m * w)}" y="${r0((split + band) * h)}" width="${r0((1 - 2 * m) * w)}" height="${r0((1 - m - split - band) * h)}" fill="${b}"/>`,
    );
    out.push(`<rect x="0" y="${r0(split * h)}" width="${w}" height="${r0(band * h)}" fill="${INK}"/>`);
  }
  if (r.next() < 0.5)
    out.push(
      `<circle cx="${r0(r.between(0.2, 0.8) * w)}" cy="${r0(r.between(0.2, 0.8) * h)}" r="${r0(r.between(0.03, 0.08) * w)}" fill="${INK}"/>`,
    );
  return out.join('');
}

/** A white room seen from its doorway: floor, walls, and three canvases of the other families. */
function room(w: number, h: number, r: Rng, key: string): string {
  const floor = r0(h * r.between(0.68, 0.76));
  const out = [
    `<rect width="${w}" height="${h}" fill="#f3f1ec"/>`,
    `<rect y="${floor}" width="${w}" height="${h - floor}" fill="${r.pick(['#b9a88f', '#a99980', '#c2b59f'])}"/>`,
    `<rect y="${floor - 6}" width="${w}" height="6" fill="#d9d5cc"/>`,
  ];
  const canvases = r.int(2, 3);
  const slot = w / canvases;
  const kinds = [lines, circles, grid, tilted, stripes, planes];
  for (let i = 0; i < canvases; i++) {
    const cw = slot * r.between(0.45, 0.65);
    const ch = Math.min(floor * 0.55, cw * r.between(0.7, 1.3));
    const x = i * slot + (slot - cw) / 2;
    const y = floor * 0.42 - ch / 2;
    const inner = r.pick(kinds)(r0(cw), r0(ch), rng(`${key}/${i}`));
    out.push(`<rect x="${r0(x) + 6}" y="${r0(y) + 8}" width="${r0(cw)}" height="${r0(ch)}" fill="rgba(0,0,0,0.12)"/>`);
    out.push(`<svg x="${r0(x)}" y="${r0(y)}" width="${r0(cw)}" height="${r0(ch)}" viewBox="0 0 ${r0(cw)} ${r0(ch)}">${inner}</svg>`);
  }
  return out.join('');
}

export const DRAW: Record<Family, (w: number, h: number, r: Rng, key: string) => string> = {
  lines,
  circles,
  grid,
  tilted,
  stripes,
  planes,
  room,
};
export const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;

/** Artworks come in the formats painters use; everything else keeps the 3:2 of the site's cards. */
export function formatFor(key: string, bundle: string): [number, number] {
  if (bundle !== 'artwork') return [1200, 800];
  return rng(`${key}/format`).pick([
    [1200, 800],
    [960, 1200],
    [1100, 1100],
    [1200, 700],
  ] as [number, number][]);
}

/** A neutral placeholder for a person: shoulders and head in a quiet tone, the initials over them. */
export function portrait(name: string, key: string): string {
  const r = rng(key);
  const [ground, figure] = r.pick([
    ['#d9d4ca', '#c4bdb0'],
    ['#cfd6d9', '#b7c1c6'],
    ['#ddd3cf', '#c8bab4'],
    ['#d3d8cd', '#bcc4b4'],
  ]);
  const initials = name
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  return svg(
    800,
    800,
    `<rect width="800" height="800" fill="${ground}"/><circle cx="400" cy="330" r="150" fill="${figure}"/><path d="M130 800c0-170 120-270 270-270s270 100 270 270z" fill="${figure}"/>` +
      `<text x="400" y="375" text-anchor="middle" font-family="Archivo, Arial, 'Liberation Sans', sans-serif" font-weight="700" font-size="140" fill="#3a3732">${initials}</text>`,
  );
}

/** Podcast and radio cover art: sound rings around a still point, in the channel's colours. */
export function cover(key: string): string {
  const r = rng(key);
  const [ground, ring, dot] = r.pick([
    ['#111111', '#c8102e', '#f2c300'],
    ['#1d4e89', '#9bbbe0', '#f7f4ee'],
    ['#127a5a', '#a3d9c0', '#111111'],
    ['#e8a0b4', '#111111', '#c8102e'],
  ]);
  const cx = r0(r.between(380, 620));
  const cy = r0(r.between(380, 620));
  const rings = Array.from({ length: r.int(5, 9) }, (_, i) => {
    const rad = 80 + i * r.between(55, 75);
    return `<circle cx="${cx}" cy="${cy}" r="${r0(rad)}" fill="none" stroke="${ring}" stroke-width="${r0(r.between(6, 22))}" opacity="${(1 - i * 0.08).toFixed(2)}"/>`;
  }).join('');
  return svg(1000, 1000, `<rect width="1000" height="1000" fill="${ground}"/>${rings}<circle cx="${cx}" cy="${cy}" r="48" fill="${dot}"/>`);
}

/** Partners' marks: a symbol and the name, as organisations draw them (the alt text names them). */
export const LOGOS: Record<string, string> = {
  'ministerio-cultura': `<rect x="4" y="8" width="10" height="48" fill="#c8102e"/><rect x="18" y="8" width="10" height="48" fill="#f2c300"/><text x="38" y="30" font-family="Georgia, 'DejaVu Serif', serif" font-size="13" fill="#111">MINISTERIO</text><text x="38" y="48" font-family="Georgia, 'DejaVu Serif', serif" font-size="13" fill="#111">DE CULTURA</text>`,
  'fundacion-museo': `<circle cx="30" cy="32" r="22" fill="none" stroke="#111" stroke-width="5"/><rect x="24" y="18" width="6" height="28" fill="#c8102e"/><text x="62" y="30" font-family="Arial, 'Liberation Sans', sans-serif" font-weight="700" font-size="14" fill="#111">FUNDACIÓN</text><text x="62" y="47" font-family="Arial, 'Liberation Sans', sans-serif" font-size="12" fill="#111">del Museo</text>`,
  'nextgeneration-eu': `<rect x="4" y="10" width="44" height="44" fill="#1d4e89"/>${Array.from({ length: 12 }, (_, i) => `<circle cx="${r0(26 + 14 * Math.cos((i * Math.PI) / 6))}" cy="${r0(32 + 14 * Math.sin((i * Math.PI) / 6))}" r="2.2" fill="#f2c300"/>`).join('')}<text x="56" y="30" font-family="Arial, 'Liberation Sans', sans-serif" font-weight="700" font-size="13" fill="#1d4e89">NextGeneration</text><text x="56" y="47" font-family="Arial, 'Liberation Sans', sans-serif" font-weight="700" font-size="13" fill="#1d4e89">EU</text>`,
  'plan-recuperacion': `<path d="M6 52 L26 12 L46 52 Z" fill="#127a5a"/><path d="M18 52 L32 26 L46 52 Z" fill="#f2c300"/><text x="54" y="30" font-family="Arial, 'Liberation Sans', sans-serif" font-weight="700" font-size="12" fill="#111">Plan de Recuperación,</text><text x="54" y="46" font-family="Arial, 'Liberation Sans', sans-serif" font-size="11" fill="#111">Transformación y Resiliencia</text>`,
  patrocinador: `<rect x="4" y="12" width="40" height="40" rx="20" fill="#111"/><path d="M14 40 L24 22 L34 40 Z" fill="#fff"/><text x="54" y="40" font-family="Arial, 'Liberation Sans', sans-serif" font-weight="700" font-size="20" letter-spacing="2" fill="#111">MECENAS</text>`,
};
