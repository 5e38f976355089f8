import { RichText } from '../RichText/RichText.tsx';
import { Logo } from '../Logo/Logo.tsx';
import { NewWindowNote } from '../NewWindowNote/NewWindowNote.tsx';
import { langWithin, useTextLanguage } from '../../i18n/text-language.ts';
import * as styles from './Footer.css.ts';

export interface FooterLink {
  label: string;
  href: string;
  /** Opens in a new window (the link text must say so). */
  newWindow?: boolean;
}

export interface FooterLogo {
  name: string;
  src: string;
  width: number;
  height: number;
  href?: string;
}

export interface FooterProps {
  label: string;
  /** The museum's full name (the logo's name) and its short name (the wordmark). */
  siteName: string;
  siteShortName: string;
  /** The language `siteName` is written in, where it is not the page's. */
  siteNameLang?: string;
  /** The language of the footer's content (links, address, copyright), where it is not the page's (a language without a footer of its own shows the Spanish one). */
  contentLang?: string;
  /** Address as CMS HTML (sanitised by RichText). */
  addressHtml: string;
  addressHeading: string;
  copyright: string;
  subscription?: { title: string; text?: string; action: FooterLink };
  buttonLinks: FooterLink[];
  mainLinks: FooterLink[];
  firstColumnLinks: FooterLink[];
  secondColumnLinks: FooterLink[];
  legalLinks: FooterLink[];
  columnHeadings: {
    main: string;
    firstColumn: string;
    secondColumn: string;
    external: string;
    social: string;
    funding: string;
    partners: string;
    legal: string;
  };
  externalLinks: FooterLink[];
  socialLinks: FooterLink[];
  fundingLogos: FooterLogo[];
  partnerLogos: FooterLogo[];
}

function Links({
  links,
  className = styles.list,
  linkClass = styles.link,
  lang,
}: {
  links: FooterLink[];
  className?: string;
  linkClass?: string;
  lang?: string;
}) {
  return (
    <ul className={className} lang={lang}>
      {links.map((l) => (
        <li key={`${l.href}|${l.label}`}>
          <a className={linkClass} href={l.href} {...(l.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {l.label}
            {l.newWindow && <NewWindowNote />}
          </a>
        </li>
      ))}
    </ul>
  );
}

function LinkColumn({ label, links, lang }: { label: string; links: FooterLink[]; lang?: string }) {
  return (
    <nav aria-label={label}>
      <h2 className={styles.heading}>{label}</h2>
      <Links links={links} lang={lang} />
    </nav>
  );
}

function Logos({ logos, label, lang }: { logos: FooterLogo[]; label: string; lang?: string }) {
  if (!logos.length) return null;
  return (
    <section aria-label={label}>
      <h2 className={styles.heading}>{label}</h2>
      <ul className={styles.logos} lang={lang}>
        {logos.map((logo) => {
          const img = <img src={logo.src} alt={logo.name} width={logo.width} height={logo.height} loading="lazy" />;
          return (
            <li key={logo.name}>
              {logo.href ? (
                <a className={styles.logoLink} href={logo.href}>
                  {img}
                </a>
              ) : (
                img
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function Footer(p: FooterProps) {
  const h = p.columnHeadings;
  // The footer is in its interface text's language; its content, where it differs, is marked inside.
  const { page, text } = useTextLanguage();
  const own = text ?? page;
  const cms = langWithin(p.contentLang ?? page, own);
  return (
    <footer className={styles.footer} aria-label={p.label} lang={text}>
      <div className={styles.inner}>
        <Logo shortName={p.siteShortName} name={p.siteName} nameLang={langWithin(p.siteNameLang ?? page, own)} size="footer" />
        <div className={styles.top}>
          <div>
            <h2 className={styles.heading}>{p.addressHeading}</h2>
            <address className={styles.address}>
              <RichText html={p.addressHtml} lang={cms} />
            </address>
            {p.buttonLinks.length > 0 && <Links links={p.buttonLinks} className={styles.buttons} linkClass={styles.button} lang={cms} />}
          </div>
          <LinkColumn label={h.main} links={p.mainLinks} lang={cms} />
          <LinkColumn label={h.firstColumn} links={p.firstColumnLinks} lang={cms} />
          <LinkColumn label={h.secondColumn} links={p.secondColumnLinks} lang={cms} />
        </div>
        <div className={styles.top}>
          {p.subscription ? (
            <section className={styles.subscription} aria-labelledby="footer-subscription" lang={cms}>
              <h2 id="footer-subscription" className={styles.subscriptionTitle}>
                {p.subscription.title}
              </h2>
              {p.subscription.text && <p>{p.subscription.text}</p>}
              <a className={styles.button} href={p.subscription.action.href} lang={langWithin(own, cms)}>
                {p.subscription.action.label}
              </a>
            </section>
          ) : (
            <div />
          )}
          <LinkColumn label={h.external} links={p.externalLinks} lang={cms} />
          <LinkColumn label={h.social} links={p.socialLinks} lang={cms} />
        </div>
        <Logos logos={p.fundingLogos} label={h.funding} lang={cms} />
        <Logos logos={p.partnerLogos} label={h.partners} lang={cms} />
        <div className={styles.bottom}>
          <p className={styles.copyright} lang={cms}>
            {p.copyright}
          </p>
          <nav aria-label={h.legal}>
            <Links links={p.legalLinks} className={styles.legal} lang={cms} />
          </nav>
        </div>
      </div>
    </footer>
  );
}
