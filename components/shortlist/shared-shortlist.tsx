import Link from '@/components/ui/link';
import { cachedProperties } from '@/lib/linked-properties';
import { toShortlistCard } from '@/lib/shortlist';
import { type PropertyRef } from '@/lib/list-links';
import { SharedShortlistView, type SharedItem } from './shared-shortlist-view';
import { cardTextsOf } from '@/lib/i18n/card-texts';
import { pageLanguage } from '@/lib/i18n/server';
import styles from './shortlist.module.css';

/**
 * A shortlist opened from its share link (docs/decisions/shared-lists.md): the server renders the
 * properties the data cache holds and never calls the backend, whoever asks and however often; the
 * page's script asks app/api/shortlist for the others, within the budgets for links. Without
 * script, each of those is its reference and a link to its page.
 */
export async function SharedShortlist({ refs }: { refs: PropertyRef[] }) {
  const { locale, t, href } = await pageLanguage();
  if (refs.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t.shortlist.linkEmpty}</p>
        <p>
          <Link href={href('/shortlist')}>{t.shortlist.openOwn}</Link>
        </p>
      </div>
    );
  }
  const cached = await cachedProperties(refs);
  const items = refs.map((ref, i): SharedItem => {
    const c = cached[i];
    return c?.status === 'found' ? { ...ref, status: 'found', property: toShortlistCard(c.property) } : { ...ref, status: 'pending' };
  });
  return <SharedShortlistView items={items} texts={cardTextsOf(locale, t)} words={t.shortlist} />;
}
