'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { CloseIcon, FilterIcon } from '@/components/ui/icons';
import { useEnhanced } from './use-enhanced';
import styles from './filter-panel.module.css';

/**
 * On mobile the filter panel is a drawer opened by a Filters button and closed by Close; on larger
 * screens it is a column. Without JavaScript the panel simply shows in the page flow.
 */
export function FilterDrawer({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const enhanced = useEnhanced();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return (
    <div className={styles.drawerRoot} data-enhanced={enhanced || undefined} data-open={open || undefined}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="filter-panel"
        onClick={() => setOpen(true)}
      >
        <FilterIcon size={18} /> Filters
        {activeCount > 0 ? <span className={styles.count}>{activeCount}</span> : null}
      </button>
      <div className={styles.backdrop} onClick={() => setOpen(false)} aria-hidden="true" />
      <section id="filter-panel" className={styles.panel} aria-label="Filters" onSubmit={() => setOpen(false)}>
        <div className={styles.panelHead}>
          <h2 className={styles.panelTitle}>Filters</h2>
          <button type="button" className={styles.close} onClick={() => setOpen(false)}>
            <CloseIcon size={18} /> Close
          </button>
        </div>
        {children}
      </section>
    </div>
  );
}
