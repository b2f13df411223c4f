'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useEffectEvent, useRef, useTransition } from 'react';
import type { Sort } from '@/lib/domain/filters';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import styles from './listing-page.module.css';

/**
 * Newest, Price Low to High, Price High to Low, Popular. A GET form of its own carrying the current
 * filters, so it works without JavaScript (a Sort button); with it, a choice navigates at once to that
 * sort's address.
 */
export function SortMenu({
  current,
  options,
  action,
  hidden,
  texts,
}: {
  texts: Pick<Dictionary['sort'], 'label' | 'apply'>;
  current: Sort;
  options: { value: Sort; label: string; href: string }[];
  action: string;
  hidden: [string, string][];
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const select = useRef<HTMLSelectElement>(null);

  // in the next task, so the closed list paints before the navigation's work (as the filters do)
  const choose = (value: string) => {
    const href = options.find((o) => o.value === value)?.href;
    if (href) setTimeout(() => startTransition(() => router.push(href, { scroll: false })), 0);
  };

  // a sort chosen before the page's scripts had run shows in the list: apply it now that they have
  const applyEarlyChoice = useEffectEvent(() => {
    if (select.current && select.current.value !== current) choose(select.current.value);
  });
  useEffect(() => applyEarlyChoice(), []);

  return (
    <form method="get" action={action} className={styles.sort} aria-busy={pending}>
      {hidden.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="listing-sort" className={styles.sortLabel}>
        {texts.label}
      </label>
      <select
        id="listing-sort"
        name="sort"
        defaultValue={current}
        key={current}
        className={styles.sortSelect}
        ref={select}
        onChange={(e) => choose(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {/* for browsers without scripting only (CSS), so the toolbar never reflows when the page hydrates */}
      <button type="submit" className={styles.sortApply}>
        {texts.apply}
      </button>
    </form>
  );
}
