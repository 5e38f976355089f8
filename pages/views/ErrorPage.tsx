import { ButtonLink, Footer, Header, Hero, PageShell, Section, themeClass } from '../../design-system/index.ts';
import { footerProps, headerProps } from '../chrome/chrome-props.ts';
import type { SiteChromeData } from '../chrome/site-chrome.ts';
import { uiLanguage, uiText } from '../i18n/ui-text.ts';

export interface ErrorPageProps {
  status: 404 | 500;
  chrome: SiteChromeData;
}

/** The 404 and 500 fallback pages, with the site's header and footer and a way home. */
export function ErrorPage({ status, chrome }: ErrorPageProps) {
  const t = uiText(chrome.lang);
  const home = chrome.lang === 'es' ? '/' : `/${chrome.lang}`;
  const copy = status === 404 ? t.notFound : t.serverError;
  const pseudoPage = { bundle: 'page' as const, language: { id: chrome.lang }, url: { path: home }, translations: [] };
  return (
    <PageShell
      themeClassName={themeClass('light')}
      skipLinkLabel={t.skipToContent}
      header={<Header {...headerProps(pseudoPage, chrome)} />}
      footer={<Footer {...footerProps(chrome)} />}
    >
      {/* ca, eu and gl pages show Spanish interface text: marked as Spanish inside a page in their language. */}
      <div lang={uiLanguage(chrome.lang) === chrome.lang ? undefined : uiLanguage(chrome.lang)}>
        <Hero pretitle={String(status)} title={copy.title} subtitle={copy.text} />
        <Section>
          <ButtonLink href={home} label={t.backHome} />
        </Section>
      </div>
    </PageShell>
  );
}
