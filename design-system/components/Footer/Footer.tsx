import { RichText } from '../RichText/RichText.tsx';
import { Logo } from '../Logo/Logo.tsx';
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
}: {
  links: FooterLink[];
  className?: string;
  linkClass?: string;
}) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={`${l.href}|${l.label}`}>
          <a className={linkClass} href={l.href} {...(l.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function LinkColumn({ label, links }: { label: string; links: FooterLink[] }) {
  return (
    <nav aria-label={label}>
      <h2 className={styles.heading}>{label}</h2>
      <Links links={links} />
    </nav>
  );
}

function Logos({ logos, label }: { logos: FooterLogo[]; label: string }) {
  if (!logos.length) return null;
  return (
    <section aria-label={label}>
      <h2 className={styles.heading}>{label}</h2>
      <ul className={styles.logos}>
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
  return (
    <footer className={styles.footer} aria-label={p.label}>
      <div className={styles.inner}>
        <Logo shortName={p.siteShortName} name={p.siteName} size="footer" />
        <div className={styles.top}>
          <div>
            <h2 className={styles.heading}>{p.addressHeading}</h2>
            <address className={styles.address}>
              <RichText html={p.addressHtml} />
            </address>
            {p.buttonLinks.length > 0 && <Links links={p.buttonLinks} className={styles.buttons} linkClass={styles.button} />}
          </div>
          <LinkColumn label={h.main} links={p.mainLinks} />
          <LinkColumn label={h.firstColumn} links={p.firstColumnLinks} />
          <LinkColumn label={h.secondColumn} links={p.secondColumnLinks} />
        </div>
        <div className={styles.top}>
          {p.subscription ? (
            <section className={styles.subscription} aria-labelledby="footer-subscription">
              <h2 id="footer-subscription" className={styles.subscriptionTitle}>
                {p.subscription.title}
              </h2>
              {p.subscription.text && <p>{p.subscription.text}</p>}
              <a className={styles.button} href={p.subscription.action.href}>
                {p.subscription.action.label}
              </a>
            </section>
          ) : (
            <div />
          )}
          <LinkColumn label={h.external} links={p.externalLinks} />
          <LinkColumn label={h.social} links={p.socialLinks} />
        </div>
        <Logos logos={p.fundingLogos} label={h.funding} />
        <Logos logos={p.partnerLogos} label={h.partners} />
        <div className={styles.bottom}>
          <p className={styles.copyright}>{p.copyright}</p>
          <nav aria-label={h.legal}>
            <Links links={p.legalLinks} className={styles.legal} />
          </nav>
        </div>
      </div>
    </footer>
  );
}
