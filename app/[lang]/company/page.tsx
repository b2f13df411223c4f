import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageIntro } from '@/components/content/page-intro';
import { TwoColumn } from '@/components/content/two-column';
import { AddressColumn } from '@/components/content/address-column';
import { ProseSection } from '@/components/content/prose-section';
import { residentialsPath } from '@/lib/routes';
import { pageLanguage } from '@/lib/i18n/server';
import { sitePageMetadata } from '@/lib/i18n/metadata';
import { TemplateText } from '@/components/ui/template-text';

/** Made once for every visitor and made again after the data cache's life (lib/cached-routes.ts). */
export const revalidate = 300;
export { madeOnFirstRequest as generateStaticParams } from '@/lib/cached-routes';

export async function generateMetadata(): Promise<Metadata> {
  const { locale, t } = await pageLanguage();
  return sitePageMetadata(locale, t.pages.company, '/company');
}

export default async function CompanyPage() {
  const { t, href } = await pageLanguage();
  const c = t.company;
  return (
    <>
      <PageIntro crumbs={[{ label: t.pages.company.title }]} path="/company" title={t.pages.company.title} lead={c.lead} />
      <TwoColumn aside={<AddressColumn />}>
        <ProseSection title={c.whoHeading}>
          <p>{c.who1}</p>
          <p>{c.who2}</p>
        </ProseSection>
        <ProseSection title={c.websiteHeading}>
          <p>
            <TemplateText template={c.website} slots={{ link: <Link href={href(residentialsPath)}>{c.websiteLink}</Link> }} />
          </p>
        </ProseSection>
        <ProseSection title={c.branchesHeading}>
          <p>
            <TemplateText
              template={c.branches}
              slots={{
                stJulians: <strong>St Julian’s</strong>,
                gzira: <strong>Gzira</strong>,
                link: <Link href={href('/contact')}>{c.branchesLink}</Link>,
              }}
            />
          </p>
        </ProseSection>
      </TwoColumn>
    </>
  );
}
