'use client';

import type { ReactNode } from 'react';
import Link from '@/components/ui/link';
import { SearchIcon } from '@/components/ui/icons/search';
import { TemplateText } from '@/components/ui/template-text';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';

/**
 * The not-found page's content (app/[lang]/not-found.tsx), a client component given its words and
 * addresses: every page's RSC payload carries the not-found page (it is the boundary of the
 * language's layout), and this way carries it as those words, not as its markup.
 */
export function NotFoundView({
  texts: n,
  saleTypes,
  home,
  search,
  links,
  children,
}: {
  texts: Dictionary['notFound'];
  saleTypes: Dictionary['saleTypes'];
  /** the home page's address */
  home: string;
  /** where the search goes: the residential listing */
  search: string;
  /** the popular searches */
  links: { href: string; label: string }[];
  children?: ReactNode;
}) {
  return (
    <div className="container not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found-title">{n.heading}</h1>
      <p className="not-found-lead">
        <TemplateText template={n.lead} slots={{ home: <Link href={home}>{n.homePage}</Link> }} />
      </p>

      <form method="get" action={search} className="not-found-search" role="search" aria-label={n.search}>
        <label className="not-found-field">
          <span className="not-found-label">{n.saleType}</span>
          <select name="saleType" defaultValue="6" className="not-found-control">
            <option value="6">{saleTypes.residential}</option>
            <option value="7">{saleTypes.commercial}</option>
          </select>
        </label>
        <NumberField label={n.reference} name="reference" placeholder={n.referenceExample} />
        <NumberField label={n.maxPrice} name="maxPrice" placeholder={n.any} />
        <button type="submit" className="not-found-button">
          <SearchIcon size={18} /> {n.submit}
        </button>
      </form>

      <nav aria-label={n.popular} className="not-found-links">
        {links.map((l) => (
          <Link key={l.href} href={l.href}>
            {l.label}
          </Link>
        ))}
      </nav>

      {children}
    </div>
  );
}

/** A labelled box for a number (a reference, a price), spaces allowed between its digits. */
function NumberField({ label, name, placeholder }: { label: string; name: string; placeholder: string }) {
  return (
    <label className="not-found-field">
      <span className="not-found-label">{label}</span>
      <input type="text" name={name} inputMode="numeric" pattern="[0-9 ]*" placeholder={placeholder} autoComplete="off" className="not-found-control" />
    </label>
  );
}
