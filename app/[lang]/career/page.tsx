import type { Metadata } from 'next';
import { connection } from 'next/server';
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
  await connection();
  const positions = await loadPositions();
  const { t } = await pageLanguage();
  return (
    <>
      <PageIntro crumbs={[{ label: t.intro.career.title }]} path="/career" title={t.intro.career.title} lead={t.intro.career.lead} />
      <TwoColumn aside={<AddressColumn />}>
        <FormPanel title="Open Positions" id="positions-title">
          {positions === null ? (
            <StatusMessage tone="error" title="Open positions could not be loaded.">
              Please try again in a few minutes. You can still send us your CV with the form below.
            </StatusMessage>
          ) : positions.length === 0 ? (
            <StatusMessage tone="empty" title="No open positions right now.">
              We are always glad to meet good people: send us your CV with the form below.
            </StatusMessage>
          ) : (
            <PositionsAccordion positions={positions} />
          )}
        </FormPanel>
        <FormPanel title="Apply now" id="apply-title">
          <p>Tell us about yourself and attach your CV; we reply to every application.</p>
          <CareerForm />
        </FormPanel>
      </TwoColumn>
    </>
  );
}
