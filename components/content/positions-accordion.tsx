import type { CareerPosition } from '@/lib/domain/types';
import { RichText } from '@/components/ui/rich-text';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down';
import styles from './positions-accordion.module.css';

/**
 * Open positions as an accordion: exclusive <details> (one shared name), so opening one closes the
 * other and a click toggles, without any script.
 */
export function PositionsAccordion({ positions }: { positions: CareerPosition[] }) {
  return (
    <div className={styles.list}>
      {positions.map((p) => (
        <details key={p.id} name="open-positions" className={styles.item}>
          <summary className={styles.summary}>
            <h3 className={styles.title}>{p.title}</h3>
            <ChevronDownIcon size={22} className={styles.chevron} />
          </summary>
          <div className={styles.body}>
            <RichText html={p.descriptionHtml} />
          </div>
        </details>
      ))}
    </div>
  );
}
