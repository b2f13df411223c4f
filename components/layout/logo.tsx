import Link from '@/components/ui/link';
import { LogoMark } from './logo-mark';
import styles from './logo.module.css';

/** The brand: mark and name, linking to the home page (of the page's language). */
export function Logo({ name, href, inverted = false }: { name: string; href: string; inverted?: boolean }) {
  return (
    <Link href={href} className={`${styles.logo} ${inverted ? styles.inverted : ''}`}>
      <LogoMark />
      <span>{name}</span>
    </Link>
  );
}
