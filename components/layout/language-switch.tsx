'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { NOT_FOUND_PATH } from '@/lib/catch-all';
import { LOCALE_CODES, localeInfo, type Locale } from '@/lib/i18n/locales';
import { localizePath, resolveLocalePath, switchTarget } from '@/lib/i18n/paths';
import styles from './language-switch.module.css';

/**
 * This page in the other languages, its query kept (filters, page, ref): a plain link, the whole page
 * loads in the language chosen (a blog post, in English only, leads to the blog in that language).
 * Each language is named in itself, and its code is what shows.
 */
export function LanguageSwitch({ locale, label }: { locale: Locale; label: string }) {
  const pathname = usePathname() ?? '/';
  const query = useSearchParams()?.toString() ?? '';
  // an address no language has (the not-found page): the other language's not-found page
  const englishPath = switchTarget(resolveLocalePath(pathname)?.path ?? NOT_FOUND_PATH);
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
