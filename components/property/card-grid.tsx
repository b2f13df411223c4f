import type { ComponentProps } from 'react';
import styles from './card-grid.module.css';

/**
 * The list of property cards of a listing, the shortlist and recently viewed; each child is an
 * `<li>`. `layout` says whether it sits beside the filter panel or across the whole page.
 */
export function CardGrid({ layout, className, ...list }: ComponentProps<'ul'> & { layout: 'besideFilters' | 'fullWidth' }) {
  return <ul {...list} className={`${styles.grid} ${styles[layout]}${className ? ` ${className}` : ''}`} />;
}
