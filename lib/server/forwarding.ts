/**
 * The add-my-property submissions this process forwards to the backend at once, and the line
 * behind them (lib/server/admission.ts), for the form pipeline (components/forms/action-pipeline.ts).
 *
 * A forwarded submission holds a backend call until the backend answers, which it does only after
 * verifying the human check (up to 8 s at the reference backend) and storing the photos; until then
 * the site cannot tell a visitor from a forged token. A large submission is already one at a time in
 * server.ts's upload lane until its answer, so this lane bounds the others (small photos, or none,
 * from many addresses at once): at most FORWARDING.atOnce are forwarded at once, at most
 * FORWARDING.waiting wait behind them, and one visitor (their network, as the upload lane of
 * server.ts counts them) has one submission forwarded or waiting at a time. A submission whose
 * visitor left while it waited is dropped, not forwarded (lib/server/visitor-presence.ts). Past
 * that the visitor is told at once that the site is busy and keeps what they typed; their
 * human-check token was not sent, so it still counts.
 */
import { env } from '../env';
import { createAdmission, type Admission } from './admission';

export const FORWARDING = {
  /** submissions being forwarded at once */
  atOnce: 2,
  /** submissions waiting for a place */
  waiting: 4,
  /** submissions one visitor may have forwarded or waiting */
  perVisitor: 1,
} as const;

/**
 * A lane. A place is held until the backend answers, or for two form calls' wait and a little more
 * (a call without an answer is sent once more with API_IDEMPOTENCY), whichever is first.
 */
export function createSubmissionForwarding(formTimeoutMs: number): Admission {
  return createAdmission({
    limit: FORWARDING.atOnce,
    maxWaiting: FORWARDING.waiting,
    perVisitor: FORWARDING.perVisitor,
    maxHoldMs: 2 * formTimeoutMs + 5000,
  });
}

let lane: Admission | undefined;

/** The process's lane. */
export function submissionForwarding(): Admission {
  lane ??= createSubmissionForwarding(env().API_FORM_TIMEOUT_MS);
  return lane;
}
