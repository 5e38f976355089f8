/**
 * "Datos de la colección": the collection's data downloads (JSON Lines and CSV, one per language), what
 * each field holds, their terms of use, and the IIIF collections to browse the works in a viewer. The
 * fields are listed from pages/rules/collection-data.ts, the list the build writes the files with, so the
 * page cannot describe a column the files do not have. Nothing on it depends on the works: an edit of
 * the collection rewrites the files, never this page.
 */
import { DetailsList, DocumentsList, Hero, Section } from '../../design-system/index.ts';
import { LANGUAGES, type Language } from '../../generated/types/constants.ts';
import { COLLECTION_PATH, ROOMS_PATH } from '../rules/iiif-link.ts';
import { DATA_FIELD_KIND, DATA_FIELDS, DATA_FORMATS, dataFilePath } from '../rules/collection-data.ts';
import { InterfaceText } from '../sections/interface-text.tsx';
import type { PageViewProps } from './view-props.ts';
import * as styles from './views.css.ts';

/** Each language by its own name, as a visitor looking for their language's files reads it. */
const LANGUAGE_NAMES: Record<Language, string> = { es: 'Español', en: 'English', ca: 'Català', eu: 'Euskara', gl: 'Galego' };

/** The page's language first, then the others in the site's order. */
const languagesFrom = (lang: Language) => [lang, ...LANGUAGES.filter((l) => l !== lang)];

export function CollectionDataView({ page, ctx }: PageViewProps) {
  const d = ctx.text.collectionData;
  const downloads = languagesFrom(ctx.lang).flatMap((lang) =>
    DATA_FORMATS.map((format) => ({
      name: d.download(d.formats[format], LANGUAGE_NAMES[lang]),
      href: dataFilePath(lang, format),
      meta: format.toUpperCase(),
    })),
  );
  return (
    <InterfaceText lang={ctx.lang}>
      <Hero title={page.title.value} subtitle={d.intro} />
      <Section>
        <div className={styles.stack}>
          <h2 className={styles.bandTitle}>{d.downloads}</h2>
          <p className={styles.lead}>{d.downloadsIntro}</p>
          <DocumentsList items={downloads} />
          <DetailsList items={DATA_FORMATS.map((format) => ({ term: d.formats[format], description: d.formatsText[format] }))} />
        </div>
      </Section>
      <Section>
        <DetailsList
          title={d.fields}
          items={DATA_FIELDS.map((field) => ({
            term: field,
            description: (
              <>
                <span className={styles.fieldKind}>{d.kinds[DATA_FIELD_KIND[field]]}</span> {d.fieldText[field]}
              </>
            ),
          }))}
        />
      </Section>
      <Section>
        <div className={styles.stack}>
          <h2 className={styles.bandTitle}>{d.terms}</h2>
          <p className={styles.lead}>{d.termsText}</p>
        </div>
      </Section>
      {/* The IIIF collections are written only where the site's address is known (their every address is absolute). */}
      {ctx.siteUrl && (
        <Section>
          <div className={styles.stack}>
            <h2 className={styles.bandTitle}>{d.iiifTitle}</h2>
            <p className={styles.lead}>{d.iiifText}</p>
            <ul className={styles.linkList}>
              <li>
                <a href={COLLECTION_PATH} type="application/ld+json">
                  {d.iiif.collection}
                </a>
              </li>
              <li>
                <a href={ROOMS_PATH} type="application/ld+json">
                  {d.iiif.rooms}
                </a>
              </li>
            </ul>
          </div>
        </Section>
      )}
    </InterfaceText>
  );
}
