import { describe, expect, it } from 'vitest';
import { documentType } from '../../i18n/link-notes.ts';
import { addLinkNotes } from './link-notes-html.ts';

const classes = { newWindow: 'mark', hidden: 'vh' };
const es = { newWindow: 'abre una ventana nueva' };

describe('links in CMS HTML say where they lead', () => {
  it('names a document by its type, once', () => {
    expect(addLinkNotes('<p><a href="/media/guia-sala.pdf">guía de sala</a></p>', es, classes)).toBe(
      '<p><a href="/media/guia-sala.pdf">guía de sala (PDF)</a></p>',
    );
    expect(addLinkNotes('<a href="/media/guia.pdf">guía (PDF, 2 MB)</a>', es, classes)).toBe(
      '<a href="/media/guia.pdf">guía (PDF, 2 MB)</a>',
    );
    expect(addLinkNotes('<a href="/docs/bases.docx?v=2&amp;x=1"><strong>Bases</strong></a>', es, classes)).toBe(
      '<a href="/docs/bases.docx?v=2&amp;x=1"><strong>Bases</strong> (DOCX)</a>',
    );
  });

  it('says a new window opens, with an icon and words for assistive technology in the interface text language', () => {
    const html = '<a href="https://sede.example.es/" target="_blank" rel="noopener noreferrer">sede electrónica</a>';
    expect(addLinkNotes(html, es, classes)).toBe(
      '<a href="https://sede.example.es/" target="_blank" rel="noopener noreferrer">sede electrónica<span class="mark" aria-hidden="true"></span><span class="vh"> (abre una ventana nueva)</span></a>',
    );
    expect(addLinkNotes(html, { ...es, lang: 'es' }, classes)).toContain('<span class="vh" lang="es"> (abre una ventana nueva)</span>');
    expect(addLinkNotes('<a href="https://x.example/cat.pdf" target="_blank">catálogo</a>', es, classes)).toMatch(
      /catálogo \(PDF\)<span class="mark"[^>]*><\/span><span class="vh"> \(abre una ventana nueva\)<\/span><\/a>$/,
    );
  });

  it('leaves links to pages here as they are', () => {
    const html = '<p>Ver <a href="/exposiciones/x">la exposición</a> y <a href="#horario">el horario</a>.</p>';
    expect(addLinkNotes(html, es, classes)).toBe(html);
    expect(addLinkNotes('<p>sin enlaces</p>', es, classes)).toBe('<p>sin enlaces</p>');
  });

  it('reads the document type from the address path only', () => {
    expect(documentType('/media/a.PDF')).toBe('PDF');
    expect(documentType('https://example.org/view?file=a.pdf')).toBeNull();
    expect(documentType('/pdf')).toBeNull();
    expect(documentType('')).toBeNull();
  });
});
