import type { ReactNode } from 'react';
import { CloseIcon, FilterIcon } from '@/components/ui/icons';
import styles from './filter-panel.module.css';

const PANEL = 'filter-panel';

/**
 * On phones and tablets the filter panel is a drawer: a popover the Filters button opens and Close,
 * Escape or a tap beside it closes, all from the HTML alone; on computers it is a column. Choosing
 * a filter applies it at once (filter-panel.tsx), so the drawer stays open for the next choice.
 */
export function FilterDrawer({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  return (
    <div className={styles.drawerRoot}>
      <button type="button" className={styles.toggle} popoverTarget={PANEL} popoverTargetAction="show">
        <FilterIcon size={18} /> Filters
        {activeCount > 0 ? <span className={styles.count}>{activeCount}</span> : null}
      </button>
      <section id={PANEL} popover="auto" className={styles.panel} aria-label="Filters">
        <div className={styles.panelHead}>
          <h2 className={styles.panelTitle}>Filters</h2>
          <button type="button" className={styles.close} popoverTarget={PANEL} popoverTargetAction="hide">
            <CloseIcon size={18} /> Close
          </button>
        </div>
        {children}
      </section>
    </div>
  );
}
