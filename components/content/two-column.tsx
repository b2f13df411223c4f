import styles from './two-column.module.css';

/** Main content beside a side column (the address column) from 1024 px; stacked below. */
export function TwoColumn({ children, aside }: { children: React.ReactNode; aside: React.ReactNode }) {
  return (
    <div className={`container ${styles.grid}`}>
      <div className={styles.main}>{children}</div>
      {aside}
    </div>
  );
}
