import type { Metadata } from 'next';
import { COMPARE_MAX, IDS_PARAM, decodeIds } from '@/lib/list-links';
import { PageIntro } from '@/components/content/page-intro';
import { CompareTable } from '@/components/shortlist/compare-table';
import { pageLanguage } from '@/lib/i18n/server';

/** Rendered per request: its query changes it (lib/cached-routes.ts). */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageLanguage();
  return { ...t.pages.compare, robots: { index: false, follow: true } };
}

type Query = Record<string, string | string[] | undefined>;

/** /compare?ids=…: up to four properties side by side, rendered on the server from the ids (shareable). Not indexed. */
export default async function ComparePage({ searchParams }: { searchParams: Promise<Query> }) {
  const refs = decodeIds((await searchParams)[IDS_PARAM], COMPARE_MAX);
  const { t } = await pageLanguage();
  return (
    <>
      <PageIntro
        crumbs={[{ label: t.frame.shortlist, href: '/shortlist' }, { label: t.intro.compare.crumb }]}
        path="/compare"
        title={t.intro.compare.title}
        lead={t.intro.compare.lead}
      />
      <CompareTable refs={refs} />
    </>
  );
}
