import styles from './form-panel.module.css';

/** A white panel holding a page's form, with its heading. */
export function FormPanel({ title, id, children }: { title: string; id?: string; children: React.ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id ?? 'form-panel-title'}>
      <h2 id={id ?? 'form-panel-title'} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
