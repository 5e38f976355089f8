/**
 * What an editor reads around a draft preview, in Spanish (the editors' language, as the build's
 * messages): the notice above the draft that says it is not published, and the pages that say why a
 * preview link shows nothing (expired, tampered with, a draft that is not valid…). Plain HTML with one
 * stylesheet allowed by its hash; every value is escaped.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../design-system/html/escape-html.ts';
import { contentErrorWords } from '../../pages/content/content-error-words.ts';
import { formatContentErrorIn, type ContentError } from '../../pages/content/content-error.ts';
import { DEFAULT_LANGUAGE } from '../../generated/types/constants.ts';

/**
 * The notice's style and the problem pages': high contrast in either theme of the site (its own colours,
 * not the page's), in the flow of the page (nothing it covers).
 */
export const DRAFT_NOTICE_STYLE = `.draft-notice{background:#ffe9a8;color:#1a1a1a;border-bottom:3px solid #8a5a00;padding:.75rem 1rem;font:1rem/1.5 system-ui,sans-serif}
.draft-notice p{margin:0;max-width:75rem;margin-inline:auto}.draft-notice strong{font-weight:700}
.draft-problem{max-width:45rem;margin:2rem auto;padding:0 1rem;font:1rem/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}
.draft-problem code{overflow-wrap:anywhere}`;
export const DRAFT_NOTICE_STYLE_HASH = `'sha256-${createHash('sha256').update(DRAFT_NOTICE_STYLE).digest('base64')}'`;

const when = (httpDate: string | null) => {
  const date = httpDate ? new Date(httpDate) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  const text = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(date);
  return `<time datetime="${date.toISOString()}">${escapeHtml(text)}</time>`;
};

/**
 * The notice above a draft: what it is and its revision's time. Nothing in it takes the focus: the
 * page's skip link stays the first thing a keyboard reaches, as on the live page.
 */
export function draftNotice(revised: string | null): string {
  const revision = when(revised);
  return `<aside class="draft-notice" lang="es" aria-label="Borrador">
<p><strong>Borrador sin publicar</strong>${revision ? ` (revisión del ${revision})` : ''}: así se verá esta página cuando se publique; los visitantes todavía no la ven.</p>
</aside>`;
}

const PROBLEMS = {
  file: { title: 'Enlace de vista previa no válido', text: 'El enlace no nombra un archivo de página del CMS.' },
  signature: {
    title: 'Enlace de vista previa no válido',
    text: 'El enlace no está firmado por el CMS o se ha modificado. Vuelva a pulsar «Vista previa» en el CMS.',
  },
  bounds: {
    title: 'Enlace de vista previa no válido',
    text: 'El enlace dura más de lo que el servicio admite (24 horas). Vuelva a pulsar «Vista previa» en el CMS.',
  },
  expired: { title: 'El enlace de vista previa ha caducado', text: 'Vuelva a pulsar «Vista previa» en el CMS para ver el borrador.' },
  noCms: { title: 'Vista previa no disponible', text: 'El servicio de publicación no tiene la dirección del CMS (CMS_URL).' },
  cms: { title: 'El CMS no respondió', text: 'No se pudo leer el borrador del CMS. Inténtelo de nuevo en unos minutos.' },
  noDraft: { title: 'No hay borrador', text: 'El CMS no tiene un borrador sin publicar de esta página.' },
  notPublished: { title: 'Vista previa no disponible', text: 'Todavía no hay un sitio publicado con el que mostrar el borrador.' },
  invalid: { title: 'El borrador tiene errores', text: 'El borrador no se puede mostrar ni publicar hasta corregir lo siguiente:' },
  language: { title: 'Idioma no publicado', text: 'El sitio publicado no tiene páginas en el idioma del borrador.' },
  busy: {
    title: 'Demasiadas vistas previas a la vez',
    text: 'El servicio está mostrando tantos borradores como admite. Vuelva a cargar esta página en unos segundos.',
  },
  tooLarge: { title: 'Borrador demasiado grande', text: 'El CMS ha enviado un borrador mayor de lo que el servicio admite:' },
} as const;

/** A page that says why a preview link shows no draft (the CMS's own errors named by file and JSON pointer). */
export function draftProblemPage(kind: keyof typeof PROBLEMS, detail?: string | ContentError[]): string {
  const { title, text } = PROBLEMS[kind];
  // In the editors' language, the build's: the site's default.
  const words = contentErrorWords(DEFAULT_LANGUAGE);
  const more = Array.isArray(detail)
    ? `<ul>${detail.map((e) => `<li><code>${escapeHtml(formatContentErrorIn(e, words))}</code></li>`).join('')}</ul>`
    : detail
      ? `<p><code>${escapeHtml(detail)}</code></p>`
      : '';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title><style>${DRAFT_NOTICE_STYLE}</style></head>
<body><main class="draft-problem"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${more}</main></body></html>
`;
}
