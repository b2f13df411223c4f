import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { PageIntro } from '@/components/content/page-intro';
import { TwoColumn } from '@/components/content/two-column';
import { AddressColumn } from '@/components/content/address-column';
import { ProseSection } from '@/components/content/prose-section';
import { residentialsPath } from '@/lib/routes';
import { pageLanguage } from '@/lib/i18n/server';
import { sitePageMetadata } from '@/lib/i18n/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { locale, t } = await pageLanguage();
  return sitePageMetadata(locale, t.pages.company, '/company');
}

export default async function CompanyPage() {
  await connection();
  return (
    <>
      <PageIntro
        crumbs={[{ label: 'Company' }]}
        path="/company"
        title="Company"
        lead="A young agency with one aim: to make buying and selling property in Malta simple, quick and transparent."
      />
      <TwoColumn aside={<AddressColumn />}>
        <ProseSection title="Who we are">
          <p>
            We are a young real estate agency built around a team of multilingual, independent agents. Between us we
            speak English, Maltese, Italian and more, so buyers from Malta and abroad can talk to someone who
            understands them — about the property, the area and the buying process.
          </p>
          <p>
            Each of our agents knows their localities street by street. Because they work independently, you deal with
            the same person from the first viewing to the signing of the final deed, with no hand-offs along the way.
          </p>
        </ProseSection>
        <ProseSection title="A website that works for you">
          <p>
            Our website is built to be fast on any phone. Every listing shows its price, photos and key facts up front,
            and the map view of our <Link href={residentialsPath}>property listings</Link> shows every home as a price
            marker, so you can search exactly the places you want to live, from Sliema&apos;s seafront to the quiet
            villages of Gozo.
          </p>
        </ProseSection>
        <ProseSection title="Two branches">
          <p>
            You will find us in <strong>San Giljan</strong> (St Julian&apos;s), at the heart of Malta&apos;s busiest
            property market, and in <strong>Gzira</strong>, a short walk from the Sliema ferries. Drop in for a coffee
            and a chat about what you are looking for, or{' '}
            <Link href="/contact">send us a message</Link> and an agent will get back to you.
          </p>
        </ProseSection>
      </TwoColumn>
    </>
  );
}
