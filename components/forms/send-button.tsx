import styles from './forms.module.css';

/** The form's send button: disabled without a human-check token and while sending. */
export function SendButton({ label, canSend, pending }: { label: string; canSend: boolean; pending: boolean }) {
  return (
    <button type="submit" className={styles.send} disabled={!canSend}>
      {pending ? 'Sending…' : label}
    </button>
  );
}
