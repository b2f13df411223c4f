import Link from 'next/link';
import { LogoMark } from './logo-mark';
import styles from './logo.module.css';

/** The brand: mark and name, linking home. */
export function Logo({ name, inverted = false }: { name: string; inverted?: boolean }) {
  return (
    <Link href="/" className={`${styles.logo} ${inverted ? styles.inverted : ''}`}>
      <LogoMark />
      <span>{name}</span>
    </Link>
  );
}
