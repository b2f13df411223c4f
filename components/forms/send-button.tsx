import styles from './forms.module.css';

/** The form's send button: disabled without a human-check token and while sending. */
export function SendButton({ label, sendingLabel, canSend, pending }: { label: string; sendingLabel: string; canSend: boolean; pending: boolean }) {
  return (
    <button type="submit" className={styles.send} disabled={!canSend}>
      {pending ? sendingLabel : label}
    </button>
  );
}
