'use client';

import { useId, useState, type ReactNode } from 'react';
import { formatEuro, groupThousands } from '@/lib/price';
import {
  PURCHASE_COST_RULES as RULES,
  parseEuroAmount,
  purchaseCosts,
  schemesFor,
  type DutyScheme,
} from '@/lib/purchase-costs';
import styles from './purchase-cost-calculator.module.css';

/** A share as a percentage with at most two decimals ("3.5%"); shares here stay far below 1,000%. */
const percent = (share: number) => `${Math.round(share * 10_000) / 100}%`;

/**
 * Malta purchase costs for this property: stamp duty under the standard rate or a home-buyer
 * scheme, the provisional 1% due at the promise of sale, notary and search fees, and the total
 * cash needed. The price can be changed (an offer); the rules come from one dated table, whose
 * dates the server-drawn `disclaimer` states. No Intl formatter runs here: a page's first one
 * costs the browser its locale data's start-up (lib/price).
 */
export function PurchaseCostCalculator({
  price,
  lettingType,
  disclaimer,
}: {
  price: number;
  lettingType: number;
  disclaimer: ReactNode;
}) {
  const id = useId();
  const schemes = schemesFor(lettingType);
  const [priceText, setPriceText] = useState(price > 0 ? groupThousands(price) : '');
  const [scheme, setScheme] = useState<DutyScheme>('standard');
  const amount = parseEuroAmount(priceText);
  const costs = purchaseCosts(Number.isNaN(amount) ? 0 : amount, scheme);
  const rule = RULES.schemes[scheme];

  return (
    <section className={styles.calculator} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Purchase costs <span className={styles.tag}>Estimate</span>
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-price`} className={styles.label}>
          Purchase price
        </label>
        <span className={styles.money}>
          <span aria-hidden="true">€</span>
          <input
            id={`${id}-price`}
            inputMode="numeric"
            autoComplete="off"
            value={priceText}
            placeholder="Enter a price"
            onChange={(e) => setPriceText(e.target.value)}
            onBlur={() => {
              const n = parseEuroAmount(priceText);
              if (!Number.isNaN(n)) setPriceText(groupThousands(n));
            }}
          />
        </span>
      </div>
      {schemes.length > 1 ? (
        <>
          <fieldset className={styles.schemes}>
            <legend className={styles.label}>Buyer</legend>
            {schemes.map((s) => (
              <label key={s} className={styles.scheme}>
                <input type="radio" name={`${id}-scheme`} value={s} checked={scheme === s} onChange={() => setScheme(s)} />
                <span>{RULES.schemes[s].label}</span>
              </label>
            ))}
          </fieldset>
          <p className={styles.note}>{rule.eligibility}</p>
        </>
      ) : (
        <p className={styles.note}>Commercial property pays the standard rate of stamp duty.</p>
      )}

      <div aria-live="polite">
        {costs.price > 0 ? (
          <dl className={styles.lines}>
            <div className={styles.line}>
              <dt>
                Stamp duty <span className={styles.muted}>({percent(costs.effectiveDutyRate)} of the price)</span>
              </dt>
              <dd>{formatEuro(costs.stampDuty)}</dd>
            </div>
            <div className={`${styles.line} ${styles.sub}`}>
              <dt>at the promise of sale (provisional {percent(RULES.provisionalDutyRate)}, counted against the duty)</dt>
              <dd>{formatEuro(costs.provisionalDuty)}</dd>
            </div>
            <div className={`${styles.line} ${styles.sub}`}>
              <dt>on the final deed</dt>
              <dd>{formatEuro(costs.dutyOnDeed)}</dd>
            </div>
            <div className={styles.line}>
              <dt>Notary fees (about {percent(RULES.notaryFeeRate)})</dt>
              <dd>{formatEuro(costs.notaryFee)}</dd>
            </div>
            <div className={styles.line}>
              <dt>Searches and registration</dt>
              <dd>{formatEuro(costs.searchesAndRegistration)}</dd>
            </div>
            <div className={`${styles.line} ${styles.extras}`}>
              <dt>Costs on top of the price</dt>
              <dd>{formatEuro(costs.extras)}</dd>
            </div>
            <div className={`${styles.line} ${styles.total}`}>
              <dt>Total cash needed</dt>
              <dd>{formatEuro(costs.totalCash)}</dd>
            </div>
          </dl>
        ) : (
          <p className={styles.empty}>Enter a price to see the stamp duty, fees and the total cash needed.</p>
        )}
      </div>
      {disclaimer}
    </section>
  );
}
