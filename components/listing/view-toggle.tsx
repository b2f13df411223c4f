import Link from '@/components/ui/link';
import { ListIcon } from '@/components/ui/icons/list';
import { MapIcon } from '@/components/ui/icons/map';
import type { ListingView } from '@/lib/filter-url';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import styles from './listing-page.module.css';

/** List / Map, as two real links: the view lives in the URL. */
export function ViewToggle({
  view,
  listHref,
  mapHref,
  texts,
}: {
  view: ListingView;
  listHref: string;
  mapHref: string;
  texts: Dictionary['view'];
}) {
  return (
    <nav aria-label={texts.label} className={styles.viewToggle}>
      <Link href={listHref} aria-current={view === 'list' ? 'page' : undefined} scroll={false}>
        <ListIcon size={18} /> {texts.list}
      </Link>
      <Link href={mapHref} aria-current={view === 'map' ? 'page' : undefined} scroll={false} rel="nofollow">
        <MapIcon size={18} /> {texts.map}
      </Link>
    </nav>
  );
}
