import { format, parseISO } from 'date-fns';
import { PURCHASE_COST_RULES as RULES } from '@/lib/purchase-costs';
import styles from './purchase-cost-calculator.module.css';

/** A day of the rules table (yyyy-mm-dd) as "1 January 2025". */
const longDate = (day: string) => format(parseISO(day), 'd MMMM yyyy');

/**
 * The purchase-cost calculator's small print, with the dates of the rules it applies. Drawn on the
 * server: nothing in it changes with the visitor's input.
 */
export function PurchaseCostDisclaimer() {
  return (
    <p className={styles.disclaimer}>
      An estimate, not tax or legal advice. Stamp duty rules in force from {longDate(RULES.effectiveFrom)} (checked{' '}
      {longDate(RULES.checkedOn)}); schemes have conditions, and your notary confirms the exact amounts. Bank loan costs and
      the deposit paid to the seller at the promise of sale are not included.
    </p>
  );
}
