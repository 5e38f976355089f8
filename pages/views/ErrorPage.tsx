import { ButtonLink, Footer, Header, Hero, PageShell, Section, themeClass } from '../../design-system/index.ts';
import { languageHome } from '../routes/language-path.ts';
import { footerProps, headerProps } from '../chrome/chrome-props.ts';
import type { SiteChromeData } from '../chrome/site-chrome.ts';
import { textLanguage, uiText } from '../i18n/ui-text.ts';
import { InterfaceLanguage } from '../sections/interface-text.tsx';
import type { Language } from '../../generated/types/constants.ts';

export interface ErrorPageProps {
  status: 404 | 500;
  chrome: SiteChromeData;
}

/** An error page's title and text, in the language its interface text is in. */
export const errorCopy = (status: 404 | 500, lang: Language) => (status === 404 ? uiText(lang).notFound : uiText(lang).serverError);

/** The 404 and 500 fallback pages, with the site's header and footer and a way home. */
export function ErrorPage({ status, chrome }: ErrorPageProps) {
  const t = uiText(chrome.lang);
  const home = languageHome(chrome.lang);
  const copy = errorCopy(status, chrome.lang);
  const pseudoPage = { bundle: 'page' as const, language: { id: chrome.lang }, url: { path: home }, translations: [] };
  return (
    <InterfaceLanguage lang={chrome.lang}>
      <PageShell
        themeClassName={themeClass('light')}
        skipLinkLabel={t.skipToContent}
        header={<Header {...headerProps(pseudoPage, chrome)} />}
        footer={<Footer {...footerProps(chrome)} />}
      >
        {/* ca, eu and gl pages show Spanish interface text: marked as Spanish inside a page in their language. */}
        <div lang={textLanguage(chrome.lang).text}>
          <Hero pretitle={String(status)} title={copy.title} subtitle={copy.text} />
          <Section>
            <ButtonLink href={home} label={t.backHome} />
          </Section>
        </div>
      </PageShell>
    </InterfaceLanguage>
  );
}
