'use client';

import { Suspense } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { NOT_FOUND_PATH } from '@/lib/catch-all';
import { LOCALE_CODES, localeInfo, type Locale } from '@/lib/i18n/locales';
import { localizePath, resolveLocalePath, switchTarget } from '@/lib/i18n/paths';
import styles from './language-switch.module.css';

interface Props {
  locale: Locale;
  label: string;
}

/**
 * This page in the other languages, its query kept (filters, page, ref): a plain link, the whole page
 * loads in the language chosen (a blog post, in English only, leads to the blog in that language).
 * Each language is named in itself, and its code is what shows. A page rendered ahead of any request
 * (the blog's first page) has no query to keep: its links are the page's own address until the
 * browser reads the query.
 */
export function LanguageSwitch(props: Props) {
  return (
    <Suspense fallback={<Links {...props} query="" />}>
      <WithQuery {...props} />
    </Suspense>
  );
}

function WithQuery(props: Props) {
  return <Links {...props} query={useSearchParams()?.toString() ?? ''} />;
}

function Links({ locale, label, query }: Props & { query: string }) {
  // an address no language has (the not-found page): the other language's not-found page
  const englishPath = switchTarget(resolveLocalePath(usePathname() ?? '/')?.path ?? NOT_FOUND_PATH);
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {LOCALE_CODES.filter((l) => l !== locale).map((l) => (
          <li key={l}>
            <a href={`${localizePath(l, englishPath)}${query ? `?${query}` : ''}`} hrefLang={l} lang={l} className={styles.link}>
              <span aria-hidden="true">{l.toUpperCase()}</span>
              <span className="visually-hidden">{localeInfo(l).name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
