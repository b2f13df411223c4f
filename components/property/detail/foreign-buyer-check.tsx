'use client';

import { useEffect, useId, useRef, type Dispatch, type SetStateAction } from 'react';
import { checkedValue } from '@/components/ui/before-hydration';
import { formatEuro } from '@/lib/price';
import { AIP_RULES, questionsFor, type AipOutcome, type BuyerAnswers, type MinimumKind } from '@/lib/foreign-buyers';
import { fill } from '@/lib/i18n/format';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import styles from './purchase-cost-calculator.module.css';

export interface ForeignBuyerCheckProps {
  /** the answers, kept by the calculator: they decide its duty schemes too */
  answers: BuyerAnswers;
  setAnswers: Dispatch<SetStateAction<BuyerAnswers>>;
  /** what the Act asks of these buyers at the calculator's price (lib/foreign-buyers.ts, aipOutcome) */
  outcome: AipOutcome;
  /** the Act's kind of this property (lib/foreign-buyers.ts, minimumKindOf) */
  kind: MinimumKind;
  texts: Dictionary['foreignBuyer'];
  /** the rules table's days, written on the server in the page's language */
  days: { checked: string; feeSource: string; minimumRevision: string };
}

/** One question as a row of choices, each answer a radio button. */
function Question<T extends string>({ name, legend, options, value, onChange }: { name: string; legend: string; options: Record<T, string>; value: T; onChange: (v: T) => void }) {
  return (
    <fieldset className={styles.schemes}>
      <legend className={styles.label}>{legend}</legend>
      {(Object.keys(options) as T[]).map((o) => (
        <label key={o} className={styles.scheme}>
          <input type="radio" name={name} value={o} checked={value === o} onChange={() => onChange(o)} />
          <span>{options[o]}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * What a buyer from abroad needs under the Acquisition of Immovable Property Act (Cap. 246): the
 * questions that decide it, asked only while they matter, and the answer: no permit and why, or the
 * permit, its fee and the minimum price of this kind of property, against the price above. Figures
 * the sources do not confirm as current are said to be so (lib/foreign-buyers.ts).
 */
export function ForeignBuyerCheck({ answers, setAnswers, outcome, kind, texts: w, days }: ForeignBuyerCheckProps) {
  const id = useId();
  const set = <K extends keyof BuyerAnswers>(key: K) => (value: BuyerAnswers[K]) => setAnswers((a) => ({ ...a, [key]: value }));
  const yesNo = (key: 'fiveYears' | 'longTermResident') => ({
    value: answers[key] ? ('yes' as const) : ('no' as const),
    onChange: (v: 'yes' | 'no') => set(key)(v === 'yes'),
    options: { yes: w.yes, no: w.no },
  });
  const asked = questionsFor(answers);

  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // answers chosen before this part hydrated (components/ui/before-hydration.ts); a question the
    // server did not show cannot have been answered
    const section = ref.current;
    if (!section) return;
    const chosen = (question: string) => checkedValue(section, `${id}-${question}`);
    const yes = (question: string, was: boolean) => (chosen(question) ?? (was ? 'yes' : 'no')) === 'yes';
    setAnswers((a) => ({
      citizenship: (chosen('citizenship') as BuyerAnswers['citizenship'] | undefined) ?? a.citizenship,
      spouse: (chosen('spouse') as BuyerAnswers['spouse'] | undefined) ?? a.spouse,
      longTermResident: yes('long-term', a.longTermResident),
      fiveYears: yes('five-years', a.fiveYears),
      use: (chosen('use') as BuyerAnswers['use'] | undefined) ?? a.use,
      sda: (chosen('sda') as BuyerAnswers['sda'] | undefined) ?? a.sda,
    }));
  }, [id, setAnswers]);

  return (
    <section ref={ref} className={styles.foreign} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subtitle}>
        {w.title}
      </h3>
      <p className={styles.note}>{w.lead}</p>
      <Question name={`${id}-citizenship`} legend={w.citizenship} options={w.citizenships} value={answers.citizenship} onChange={set('citizenship')} />
      {asked.spouse ? <Question name={`${id}-spouse`} legend={w.spouse} options={w.spouses} value={answers.spouse} onChange={set('spouse')} /> : null}
      {asked.longTermResident ? <Question name={`${id}-long-term`} legend={w.longTermResident} {...yesNo('longTermResident')} /> : null}
      {asked.fiveYears ? <Question name={`${id}-five-years`} legend={answers.citizenship === 'other' ? w.fiveYearsSpouse : w.fiveYears} {...yesNo('fiveYears')} /> : null}
      {asked.use ? <Question name={`${id}-use`} legend={w.use} options={w.uses} value={answers.use} onChange={set('use')} /> : null}
      <Question name={`${id}-sda`} legend={w.sda} options={w.sdas} value={answers.sda} onChange={set('sda')} />
      <details className={styles.sdaList}>
        <summary>{w.sdaList}</summary>
        <p>{w.sdaListLead}</p>
        {/* as the sources name the Act's schedule's entries (lib/law-rules.ts) */}
        <ul lang="en">
          {AIP_RULES.sdas.map((s) => (
            <li key={s.name}>
              {s.name}, {s.place}
            </li>
          ))}
        </ul>
      </details>

      <div aria-live="polite" className={styles.outcome}>
        {outcome.permit ? (
          <>
            <p className={styles.verdict}>{w.permit}</p>
            <p>{w.reasons[outcome.because]}</p>
            <dl className={styles.lines}>
              <div className={styles.line}>
                <dt>
                  {w.fee} <span className={styles.muted}>({fill(w.feeSource, { date: days.feeSource })})</span>
                </dt>
                <dd>{formatEuro(outcome.fee)}</dd>
              </div>
              <div className={styles.line}>
                <dt>{fill(w.minimum, { kind: w.kinds[kind] })}</dt>
                <dd>{formatEuro(outcome.minimum.amount)}</dd>
              </div>
            </dl>
            <p className={styles.note}>
              {fill(w.minimumSource, { revision: days.minimumRevision })}
              {outcome.minimum.confirmed ? null : ` ${w.minimumUnconfirmed}`}
            </p>
            {outcome.price === null ? null : (
              <p className={outcome.price === 'above' ? undefined : styles.warning}>
                {outcome.price === 'below' ? (outcome.minimum.confirmed ? w.below : w.belowUnconfirmed) : outcome.price === 'above' ? w.above : w.aboveUnconfirmed}
              </p>
            )}
            <p>{w.onePropertyOnly}</p>
            {outcome.sdaUnsure ? <p>{w.sdaUnsure}</p> : null}
          </>
        ) : (
          <>
            <p className={styles.verdict}>{w.noPermit}</p>
            <p>{w.exemptions[outcome.because]}</p>
            {outcome.throughSpouse ? <p>{w.throughSpouse}</p> : null}
          </>
        )}
      </div>
      <p className={styles.disclaimer}>{fill(w.advice, { checked: days.checked })}</p>
    </section>
  );
}
