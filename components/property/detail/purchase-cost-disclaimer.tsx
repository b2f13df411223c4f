import { PURCHASE_COST_RULES as RULES } from '@/lib/purchase-costs';
import { longDate } from '@/lib/i18n/dates';
import { fill } from '@/lib/i18n/format';
import { pageLanguage } from '@/lib/i18n/server';
import styles from './purchase-cost-calculator.module.css';

/**
 * The purchase-cost calculator's small print, with the dates of the rules it applies. Drawn on the
 * server: nothing in it changes with the visitor's input.
 */
export async function PurchaseCostDisclaimer() {
  const { locale, t } = await pageLanguage();
  return (
    <p className={styles.disclaimer}>
      {fill(t.costs.disclaimer, { from: longDate(RULES.effectiveFrom, locale), checked: longDate(RULES.checkedOn, locale) })}
    </p>
  );
}
