import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';
import { REFERRAL_COOKIE, REFERRAL_PARAM, parseReferral } from '@/lib/referral';
import { SHORTLIST_MAX } from '@/lib/shortlist';
import { IDS_PARAM, decodeIds } from '@/lib/list-links';
import { PageIntro } from '@/components/content/page-intro';
import { ShortlistView } from '@/components/shortlist/shortlist-view';
import { cardTextsOf } from '@/lib/i18n/card-texts';
import { pageLanguage } from '@/lib/i18n/server';
import { SharedShortlist } from '@/components/shortlist/shared-shortlist';
import styles from '@/components/shortlist/shortlist.module.css';

/** Rendered per request: its query changes it (lib/cached-routes.ts). */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageLanguage();
  return { ...t.pages.shortlist, robots: { index: false, follow: true } };
}

type Query = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * /shortlist: the visitor's own shortlist and saved searches, kept in this browser; or, with `ids`,
 * a shortlist someone shared, rendered on the server with "add all to my shortlist". Not indexed.
 */
export default async function ShortlistPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const { locale, t } = await pageLanguage();
  const shared = query[IDS_PARAM] !== undefined;
  // the visitor's referral, kept in the share link: from this address, else from the cookie (lib/referral.ts)
  const referral = parseReferral(first(query[REFERRAL_PARAM])) ?? parseReferral((await cookies()).get(REFERRAL_COOKIE)?.value);

  return (
    <>
      <PageIntro
        crumbs={[{ label: shared ? t.shortlist.sharedCrumb : t.shortlist.crumb }]}
        path="/shortlist"
        title={shared ? t.shortlist.sharedTitle : t.shortlist.title}
        lead={shared ? t.shortlist.sharedLead : t.shortlist.lead}
      />
      <div className={`container ${styles.page}`}>
        {shared ? (
          <SharedShortlist refs={decodeIds(query[IDS_PARAM], SHORTLIST_MAX)} />
        ) : (
          <>
            <ShortlistView siteUrl={env().SITE_URL} referral={referral} texts={cardTextsOf(locale, t)} words={t.shortlist} />
            <noscript>
              <p className={styles.note}>{t.shortlist.needsScripts}</p>
            </noscript>
          </>
        )}
      </div>
    </>
  );
}
