'use client';

import { startTransition, useActionState, useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { message, messageText, type MessageSet } from '@/lib/forms/messages';
import { newSendId, SEND_ID_FIELD } from '@/lib/forms/send-id';
import { initialFormState, type FormState } from '@/lib/forms/state';
import type { BannerError } from './form-banner';

type FormAction<V> = (prev: FormState<V>, form: FormData) => Promise<FormState<V>>;

interface Options<V extends FieldValues, T> {
  action: FormAction<V>;
  resolver: Resolver<V, unknown, T>;
  /** the page's language's messages, which render the codes the rules and the action give */
  messages: MessageSet;
  /** what the form shows until the action answers with what was sent */
  initial: V;
  /**
   * Starting values of what has no input of its own (photos kept in memory). Every input starts
   * from what the page shows, so text typed before the page became interactive is kept.
   */
  unboundDefaults?: DefaultValues<V>;
  /** adds what the DOM form does not hold (files kept in state) before sending */
  complete?: (form: FormData) => void;
  /** the banner to show when the browser's own check fails (nothing is sent), from its errors and what was typed; by default "correct the highlighted fields" */
  invalidBanner?: (errors: FieldErrors<V>, values: V) => ClientBanner;
}

/** A banner the browser's own check raises: messages' codes, like the action's. */
export interface ClientBanner {
  message: string;
  details?: string[];
  /** SPEC §4: a submission missing its required fields clears the human-check token */
  resetHumanCheck?: boolean;
}

/**
 * One form, checked in the browser with react-hook-form (the same zod schema as its server action)
 * and sent to its server action. Keeps every field on failure (the DOM is never reset; without
 * JavaScript the action's state fills the form again), sends at most once per click burst, with
 * one send id for all its sends (the same filled form sent twice is one submission), and holds the
 * human-check token, asking for a new one whenever the action says it was spent.
 */
/** What a form's frame (form-frame.tsx) needs of useServerForm, whatever the form's fields. */
export interface ServerForm {
  formAction: (form: FormData) => void;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  banner: { tone: 'none' | 'success' | 'error'; message: string; details: string[]; focusKey?: number };
  errorLinks: (fields: readonly { name: string; id: string; label: string }[]) => BannerError[];
  checkRound: number;
  token: string;
  setToken: (token: string) => void;
  state: { fieldErrors: Record<string, string> };
  canSend: boolean;
  pending: boolean;
}

const fixFields = (): ClientBanner => ({ message: message('fixFields') });

/** Field errors with their messages rendered: react-hook-form holds the codes the rules gave. */
function rendered<E extends object>(errors: E, text: (code: string) => string): E {
  const out: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(errors)) {
    const code: unknown = error && typeof error === 'object' && 'message' in error ? error.message : undefined;
    out[name] = typeof code === 'string' ? { ...error, message: text(code) } : error;
  }
  return out as E;
}

export function useServerForm<V extends FieldValues, T = V>({ action, resolver, messages, initial, unboundDefaults, complete, invalidBanner = fixFields }: Options<V, T>) {
  const [state, formAction, pending] = useActionState(action, initialFormState<V>());
  const form = useForm<V, unknown, T>({
    resolver,
    defaultValues: { ...unboundDefaults, captcha: '' } as DefaultValues<V>,
    // checked when sent, then again as each field changes: never as the visitor leaves a field, when a
    // message appearing would move what they are about to press (their click landing on nothing)
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [token, setToken] = useState('');
  const [checkRound, setCheckRound] = useState(0);
  const [seenAnswer, setSeenAnswer] = useState(0);
  const [clientBanner, setClientBanner] = useState<ClientBanner | null>(null);
  const sending = useRef(false);
  /** made at the first send, kept for every send of this form (lib/forms/send-id.ts) */
  const sendId = useRef('');

  // A new answer from the action: ask for a new human check when the token was spent.
  if (state.answer !== seenAnswer) {
    setSeenAnswer(state.answer);
    if (state.resetHumanCheck) {
      setToken('');
      setCheckRound((r) => r + 1);
    }
  }

  const { setError, setValue } = form;
  const router = useRouter();
  useEffect(() => {
    if (state.answer === 0) return;
    // SPEC §4 state 1: the green message, then the thank-you page; nothing can be sent again meanwhile
    if (state.status === 'success' && state.redirectTo) {
      router.replace(state.redirectTo);
      return;
    }
    sending.current = false;
    for (const [name, code] of Object.entries(state.fieldErrors)) {
      if (name !== 'captcha') setError(name as Path<V>, { type: 'server', message: code });
    }
  }, [state, setError, router]);

  useEffect(() => {
    setValue('captcha' as Path<V>, token as V[Path<V>], { shouldValidate: false });
  }, [token, setValue]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    void form.handleSubmit(
      () => {
        if (sending.current) return;
        sending.current = true;
        setClientBanner(null);
        const data = new FormData(element);
        complete?.(data);
        sendId.current ||= newSendId();
        data.set(SEND_ID_FIELD, sendId.current);
        startTransition(() => formAction(data));
      },
      (errors) => {
        const banner = invalidBanner(errors, form.getValues());
        setClientBanner(banner);
        if (banner.resetHumanCheck) {
          setToken('');
          setCheckRound((r) => r + 1);
        }
      },
    )(event);
  };

  const text = (code: string) => messageText(messages, code);
  const banner =
    clientBanner !== null
      ? { tone: 'error' as const, message: text(clientBanner.message), details: (clientBanner.details ?? []).map(text) }
      : state.status === 'idle'
        ? { tone: 'none' as const, message: '', details: [] }
        : state.status === 'success'
          ? { tone: 'success' as const, message: text(state.message), details: [], focusKey: state.answer }
          : { tone: 'error' as const, message: text(state.message), details: state.details.map(text), focusKey: state.answer };
  const errors = rendered(form.formState.errors, text);

  /** The banner's list of field errors, in the form's order, linked to their fields. */
  const errorLinks = (fields: readonly { name: string; id: string; label: string }[]): BannerError[] =>
    banner.tone === 'error'
      ? fields.flatMap((f) => {
          const shown = (errors as Record<string, { message?: unknown } | undefined>)[f.name]?.message;
          return typeof shown === 'string' ? [{ fieldId: f.id, label: f.label, message: shown }] : [];
        })
      : [];

  return {
    form,
    register: form.register,
    /** the fields' errors, their messages in the page's language */
    errors,
    /** a message's code in the page's language */
    text,
    /** each field's starting value: what was sent once the action has answered (kept on failure) */
    values: state.values ?? initial,
    errorLinks,
    /** the action's answer; its `fieldErrors` rendered in the page's language */
    state: { ...state, fieldErrors: Object.fromEntries(Object.entries(state.fieldErrors).map(([name, code]) => [name, text(code)])) },
    formAction,
    pending,
    token,
    setToken,
    checkRound,
    onSubmit,
    banner,
    canSend: token !== '' && !pending && state.status !== 'success',
  };
}
