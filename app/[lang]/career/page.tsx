import type { Metadata } from 'next';
import { cache } from 'react';
import { getCareerPositions } from '@/lib/api/careers';
import type { CareerPosition } from '@/lib/domain/types';
import { PageIntro } from '@/components/content/page-intro';
import { TwoColumn } from '@/components/content/two-column';
import { AddressColumn } from '@/components/content/address-column';
import { FormPanel } from '@/components/content/form-panel';
import { CareerForm } from '@/components/forms/career/career-form';
import { PositionsAccordion } from '@/components/content/positions-accordion';
import { StatusMessage } from '@/components/content/status-message';
import { pageLanguage } from '@/lib/i18n/server';
import { sitePageMetadata } from '@/lib/i18n/metadata';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/** Made once for every visitor and made again after the data cache's life (lib/cached-routes.ts). */
export const revalidate = 300;
export { madeOnFirstRequest as generateStaticParams } from '@/lib/cached-routes';

/** The open positions, asked once per request by the page and its metadata; null when the call failed. */
const loadPositions = cache(async (): Promise<CareerPosition[] | null> => {
  try {
    return await getCareerPositions();
  } catch {
    return null;
  }
});

export async function generateMetadata(): Promise<Metadata> {
  const failed = (await loadPositions()) === null;
  const { locale, t } = await pageLanguage();
  return {
    ...sitePageMetadata(locale, t.pages.career, '/career'),
    // an outage is never indexed in place of the positions
    ...(failed ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function CareerPage() {
  const positions = await loadPositions();
  const { locale, t } = await pageLanguage();
  const c = t.careers;
  return (
    <>
      <PageIntro crumbs={[{ label: t.intro.career.title }]} path="/career" title={t.intro.career.title} lead={t.intro.career.lead} />
      <TwoColumn aside={<AddressColumn />}>
        <FormPanel title={c.positions} id="positions-title">
          {positions === null ? (
            <StatusMessage tone="error" title={c.failed}>
              {c.failedText}
            </StatusMessage>
          ) : positions.length === 0 ? (
            <StatusMessage tone="empty" title={c.none}>
              {c.noneText}
            </StatusMessage>
          ) : locale === DEFAULT_LOCALE ? (
            <PositionsAccordion positions={positions} />
          ) : (
            // the positions are the backend's, written in English
            <>
              <p>{c.inEnglish}</p>
              <div lang="en">
                <PositionsAccordion positions={positions} />
              </div>
            </>
          )}
        </FormPanel>
        <FormPanel title={c.apply} id="apply-title">
          <p>{c.applyText}</p>
          <CareerForm />
        </FormPanel>
      </TwoColumn>
    </>
  );
}
