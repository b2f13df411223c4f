import Link from '@/components/ui/link';
import { pageLanguage } from '@/lib/i18n/server';
import { commercialsPath, residentialsPath } from '@/lib/routes';
import { TemplateText } from '@/components/ui/template-text';
import styles from './listing-page.module.css';

/** The fixed informational texts about buying property in Malta (content only, no rules of the product). */
export async function SeoText({ lettingType }: { lettingType: number }) {
  const { t, href } = await pageLanguage();
  const seo = t.seo;
  const commercial = lettingType === 7;
  return (
    <section className={`${styles.seo} render-near-view`} aria-labelledby="seo-heading">
      <h2 id="seo-heading">{commercial ? seo.commercialHeading : seo.residentialHeading}</h2>
      <p>{commercial ? seo.commercial1 : seo.residential1}</p>
      <p>{commercial ? seo.commercial2 : seo.residential2}</p>
      <p>
        {commercial ? (
          <TemplateText template={seo.commercial3} slots={{ link: <Link href={href(residentialsPath)}>{seo.commercialLink}</Link> }} />
        ) : (
          <TemplateText template={seo.residential3} slots={{ link: <Link href={href(commercialsPath)}>{seo.residentialLink}</Link> }} />
        )}
      </p>
    </section>
  );
}
