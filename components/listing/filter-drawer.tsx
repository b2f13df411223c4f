import type { ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons/close';
import { FilterIcon } from '@/components/ui/icons/filter';
import { Island } from '@/components/ui/island';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import styles from './filter-panel.module.css';

const PANEL = 'filter-panel';

/**
 * On phones and tablets the filter panel is a drawer: a popover the Filters button opens and Close,
 * Escape or a tap beside it closes, all from the HTML alone; on computers it is a column. Choosing
 * a filter applies it at once (filter-panel.tsx), so the drawer stays open for the next choice. The
 * panel's form is an island of its own: a tap on Filters while the page hydrates waits for none of it.
 */
export function FilterDrawer({
  activeCount,
  texts,
  children,
}: {
  activeCount: number;
  texts: Dictionary['filters'];
  children: ReactNode;
}) {
  return (
    <div className={styles.drawerRoot}>
      {/* the panel comes first in the HTML: the Filters button, shown while the page streams in, always finds it */}
      <section id={PANEL} popover="auto" className={styles.panel} aria-label={texts.title}>
        <div className={styles.panelHead}>
          <h2 className={styles.panelTitle}>{texts.title}</h2>
          <button type="button" className={styles.close} popoverTarget={PANEL} popoverTargetAction="hide">
            <CloseIcon size={18} /> {texts.close}
          </button>
        </div>
        <Island>{children}</Island>
      </section>
      <button type="button" className={styles.toggle} popoverTarget={PANEL} popoverTargetAction="show">
        <FilterIcon size={18} /> {texts.title}
        {activeCount > 0 ? <span className={styles.count}>{activeCount}</span> : null}
      </button>
    </div>
  );
}
