'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { checkedValue } from '@/components/ui/before-hydration';
import { formatEuro, groupThousands } from '@/lib/price';
import {
  PURCHASE_COST_RULES as RULES,
  purchaseCosts,
  schemesFor,
  type DutyScheme,
} from '@/lib/purchase-costs';
import { aipOutcome, DEFAULT_ANSWERS, permitBuyer, type BuyerAnswers } from '@/lib/foreign-buyers';
import { fill } from '@/lib/i18n/format';
import { readPrice } from '@/lib/typed-price';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { ForeignBuyerCheck, type ForeignBuyerCheckProps } from './foreign-buyer-check';
import { MonthlyCost } from './monthly-cost';
import styles from './purchase-cost-calculator.module.css';

/** A share as a percentage with at most two decimals ("3.5%", "3,5%"); shares here stay far below 1,000%. */
const percent = (share: number, decimalMark: string) => `${String(Math.round(share * 10_000) / 100).replace('.', decimalMark)}%`;

export interface PurchaseCostCalculatorProps {
  price: number;
  lettingType: number;
  texts: Dictionary['costs'];
  /** what a buyer from abroad needs (Cap. 246), for the same price */
  foreignBuyer: Omit<ForeignBuyerCheckProps, 'answers' | 'setAnswers' | 'outcome'>;
  /** the day the bank's loan terms were read, written on the server in the page's language */
  loanTermsRead: string;
  disclaimer: ReactNode;
}

/**
 * Malta purchase costs for this property: stamp duty under the standard rate or a home-buyer
 * scheme, the provisional 1% due at the promise of sale, notary and search fees, and the total
 * cash needed; the monthly repayment of a loan; then what a buyer from abroad needs, whose answers
 * also decide which duty schemes are open (a buyer who needs an AIP permit pays the standard rate).
 * The price can be changed (an offer); the rules come from the sourced law table, whose dates the
 * server-drawn `disclaimer` states. Without scripts, the server's figures for the listed price stand.
 * No Intl formatter runs here: a page's first one costs the browser its locale data's start-up (lib/price).
 */
export function PurchaseCostCalculator({ price, lettingType, texts: w, foreignBuyer, loanTermsRead, disclaimer }: PurchaseCostCalculatorProps) {
  const id = useId();
  const [priceText, setPriceText] = useState(price > 0 ? groupThousands(price) : '');
  const [chosen, setScheme] = useState<DutyScheme>('standard');
  const [answers, setAnswers] = useState<BuyerAnswers>(DEFAULT_ANSWERS);
  const amount = readPrice(priceText);
  // text that is no price is kept as typed and said to be so, never read as another figure
  const invalid = priceText.trim() !== '' && amount === null;
  const outcome = aipOutcome(answers, foreignBuyer.kind, amount ?? 0);
  const schemes = schemesFor(lettingType, permitBuyer(outcome));
  const scheme = schemes.includes(chosen) ? chosen : 'standard';
  const costs = purchaseCosts(amount ?? 0, scheme);
  const share = (n: number) => percent(n, w.decimalMark);

  const ref = useRef<HTMLElement>(null);
  const priceRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // a price typed or a scheme chosen before this part hydrated (components/ui/before-hydration.ts)
    const section = ref.current;
    const input = priceRef.current;
    if (!section || !input) return;
    // grouped as a blur groups it, unless the visitor is still typing
    const typed = readPrice(input.value);
    setPriceText(typed !== null && document.activeElement !== input ? groupThousands(Math.round(typed)) : input.value);
    const chosen = checkedValue(section, `${id}-scheme`);
    if (chosen) setScheme(chosen as DutyScheme);
  }, [id]);

  return (
    <section ref={ref} className={styles.calculator} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {w.title} <span className={styles.tag}>{w.estimate}</span>
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-price`} className={styles.label}>
          {w.price}
        </label>
        <span className={styles.money}>
          <span aria-hidden="true">€</span>
          <input
            ref={priceRef}
            id={`${id}-price`}
            inputMode="numeric"
            autoComplete="off"
            value={priceText}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-price-error` : undefined}
            placeholder={w.pricePlaceholder}
            onChange={(e) => setPriceText(e.target.value)}
            onBlur={() => {
              if (amount !== null) setPriceText(groupThousands(Math.round(amount)));
            }}
          />
        </span>
      </div>
      {lettingType === 7 ? (
        <p className={styles.note}>{w.commercialNote}</p>
      ) : schemes.length > 1 ? (
        <>
          <fieldset className={styles.schemes}>
            <legend className={styles.label}>{w.buyer}</legend>
            {schemes.map((s) => (
              <label key={s} className={styles.scheme}>
                <input type="radio" name={`${id}-scheme`} value={s} checked={scheme === s} onChange={() => setScheme(s)} />
                <span>{w.schemes[s].label}</span>
              </label>
            ))}
          </fieldset>
          <p className={styles.note}>{w.schemes[scheme].eligibility}</p>
        </>
      ) : (
        <p className={styles.note}>{w.permitBuyerNote}</p>
      )}

      <div aria-live="polite">
        {costs.price > 0 ? (
          <dl className={styles.lines}>
            <div className={styles.line}>
              <dt>
                {w.stampDuty} <span className={styles.muted}>{fill(w.ofPrice, { percent: share(costs.effectiveDutyRate) })}</span>
              </dt>
              <dd>{formatEuro(costs.stampDuty)}</dd>
            </div>
            <div className={`${styles.line} ${styles.sub}`}>
              <dt>{fill(w.provisional, { percent: share(RULES.provisionalDutyRate) })}</dt>
              <dd>{formatEuro(costs.provisionalDuty)}</dd>
            </div>
            <div className={`${styles.line} ${styles.sub}`}>
              <dt>{w.onDeed}</dt>
              <dd>{formatEuro(costs.dutyOnDeed)}</dd>
            </div>
            <div className={styles.line}>
              <dt>{fill(w.notary, { from: share(RULES.notaryFeeRates.low), to: share(RULES.notaryFeeRates.high) })}</dt>
              <dd>
                {formatEuro(costs.notaryFeeFrom)} – {formatEuro(costs.notaryFee)}
              </dd>
            </div>
            <div className={styles.line}>
              <dt>{w.searches}</dt>
              <dd>{formatEuro(costs.searchesAndRegistration)}</dd>
            </div>
            <div className={`${styles.line} ${styles.extras}`}>
              <dt>{w.extras}</dt>
              <dd>{formatEuro(costs.extras)}</dd>
            </div>
            <div className={`${styles.line} ${styles.total}`}>
              <dt>{w.total}</dt>
              <dd>{formatEuro(costs.totalCash)}</dd>
            </div>
          </dl>
        ) : invalid ? (
          <p id={`${id}-price-error`} className={`${styles.empty} ${styles.warning}`}>
            {w.invalidPrice}
          </p>
        ) : (
          <p className={styles.empty}>{w.empty}</p>
        )}
      </div>
      <MonthlyCost price={costs.price} texts={w.monthly} decimalMark={w.decimalMark} termsRead={loanTermsRead} id={id} />
      {disclaimer}
      <ForeignBuyerCheck {...foreignBuyer} answers={answers} setAnswers={setAnswers} outcome={outcome} />
    </section>
  );
}
