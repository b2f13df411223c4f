import type { Metadata } from 'next';
import { PageIntro } from '@/components/content/page-intro';
import { TwoColumn } from '@/components/content/two-column';
import { AddressColumn } from '@/components/content/address-column';
import { FormPanel } from '@/components/content/form-panel';
import { ContactForm } from '@/components/forms/contact/contact-form';
import { pageLanguage } from '@/lib/i18n/server';
import { sitePageMetadata } from '@/lib/i18n/metadata';

/** Made once for every visitor and made again after the data cache's life (lib/cached-routes.ts). */
export const revalidate = 300;
export { madeOnFirstRequest as generateStaticParams } from '@/lib/cached-routes';

export async function generateMetadata(): Promise<Metadata> {
  const { locale, t } = await pageLanguage();
  return sitePageMetadata(locale, t.pages.contact, '/contact');
}

export default async function ContactPage() {
  const { t } = await pageLanguage();
  return (
    <>
      <PageIntro crumbs={[{ label: t.intro.contact.title }]} path="/contact" title={t.intro.contact.title} lead={t.intro.contact.lead} />
      <TwoColumn aside={<AddressColumn />}>
        <FormPanel title={t.intro.contact.sendMessage}>
          <p>{t.intro.contact.sendMessageText}</p>
          <ContactForm />
        </FormPanel>
      </TwoColumn>
    </>
  );
}
