'use client';

import { useEffect, useRef, useState } from 'react';
import { formatEuro } from '@/lib/price';
import { LOAN_DEFAULTS, LOAN_LIMITS, LOAN_TERMS, monthlyCost, readFigure } from '@/lib/monthly-cost';
import { fill } from '@/lib/i18n/format';
import { TemplateText } from '@/components/ui/template-text';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import styles from './purchase-cost-calculator.module.css';

export interface MonthlyCostProps {
  /** the price the calculator shows (0: none) */
  price: number;
  texts: Dictionary['costs']['monthly'];
  decimalMark: string;
  /** the day the bank's terms were read, written on the server in the page's language */
  termsRead: string;
  /** the calculator's id, for the fields' ids */
  id: string;
}

type Field = 'deposit' | 'term' | 'rate';
const LIMITS = { deposit: LOAN_LIMITS.depositPercent, term: LOAN_LIMITS.termYears, rate: LOAN_LIMITS.ratePercent } as const;

/**
 * The monthly repayment of a home loan for the calculator's price: deposit, term and rate editable,
 * starting from a Maltese bank's published terms (lib/monthly-cost.ts). Drawn on the server with
 * those defaults, like the rest of the calculator; figures typed before hydration count once it has.
 */
export function MonthlyCost({ price, texts: w, decimalMark, termsRead, id }: MonthlyCostProps) {
  const shown = (n: number) => String(n).replace('.', decimalMark);
  const [text, setText] = useState<Record<Field, string>>({
    deposit: shown(LOAN_DEFAULTS.depositPercent),
    term: shown(LOAN_DEFAULTS.termYears),
    rate: shown(LOAN_DEFAULTS.ratePercent),
  });
  const read = {
    deposit: readFigure(text.deposit, LIMITS.deposit),
    term: readFigure(text.term, LIMITS.term),
    rate: readFigure(text.rate, LIMITS.rate),
  };
  const invalid = (Object.keys(read) as Field[]).filter((f) => read[f] === null);
  const cost = invalid.length === 0 ? monthlyCost(price, read.deposit!, read.term!, read.rate!) : null;

  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // figures typed before this part hydrated (components/ui/before-hydration.ts)
    const inputs = ref.current?.querySelectorAll<HTMLInputElement>('input[data-field]');
    if (!inputs) return;
    const typed = Object.fromEntries([...inputs].map((i) => [i.dataset.field, i.value])) as Record<Field, string>;
    setText(typed);
  }, []);

  const field = (f: Field, label: string, unit: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${f}`} className={styles.label}>
        {label}
      </label>
      <span className={styles.money}>
        <input
          id={`${id}-${f}`}
          data-field={f}
          inputMode="decimal"
          autoComplete="off"
          value={text[f]}
          aria-invalid={read[f] === null || undefined}
          aria-describedby={read[f] === null ? `${id}-loan-error` : undefined}
          onChange={(e) => setText((t) => ({ ...t, [f]: e.target.value }))}
        />
        <span aria-hidden="true">{unit}</span>
      </span>
    </div>
  );

  return (
    <div ref={ref} className={styles.monthly} role="group" aria-labelledby={`${id}-monthly-title`}>
      <h3 id={`${id}-monthly-title`} className={styles.subtitle}>
        {w.title}
      </h3>
      <div className={styles.loanFields}>
        {field('deposit', w.deposit, '%')}
        {field('term', w.term, w.years)}
        {field('rate', w.rate, '%')}
      </div>
      <div aria-live="polite">
        {cost && cost.loan > 0 ? (
          <dl className={styles.lines}>
            <div className={styles.line}>
              <dt>{w.depositAmount}</dt>
              <dd>{formatEuro(cost.deposit)}</dd>
            </div>
            <div className={styles.line}>
              <dt>{w.loan}</dt>
              <dd>{formatEuro(cost.loan)}</dd>
            </div>
            <div className={`${styles.line} ${styles.total}`}>
              <dt>{w.repayment}</dt>
              <dd>{formatEuro(cost.monthly)}</dd>
            </div>
          </dl>
        ) : cost ? (
          <p className={styles.empty}>{w.empty}</p>
        ) : (
          <p id={`${id}-loan-error`} className={`${styles.empty} ${styles.warning}`}>
            {fill(w.invalid, { term: String(LOAN_LIMITS.termYears.max) })}
          </p>
        )}
      </div>
      <p className={styles.note}>
        <TemplateText
          template={w.source}
          slots={{
            // the bank's own names, in its language
            bank: <span lang="en">{LOAN_TERMS.bank}</span>,
            product: <span lang="en">{LOAN_TERMS.product}</span>,
            read: termsRead,
            share: String(Math.round(LOAN_TERMS.maxLoanToValue * 100)),
            term: String(LOAN_TERMS.maxTermYears),
            rate: shown(LOAN_DEFAULTS.ratePercent),
          }}
        />
      </p>
    </div>
  );
}
