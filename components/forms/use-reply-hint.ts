'use client';

import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/**
 * Whether an enquiry form shows its reply hint (the dictionary's `forms.replyHint`): neither an e-mail nor a phone
 * is given, once the visitor has left one of their details or tried to send. It follows the
 * fields as they are typed in, and never stops the form from being sent.
 */
export function useReplyHint<V extends FieldValues & { name: string; email: string; phone: string }, T>(form: Pick<UseFormReturn<V, unknown, T>, 'control' | 'formState'>): boolean {
  const [email, phone] = useWatch({ control: form.control, name: ['email', 'phone'] as Path<V>[] }) as unknown[];
  const touched = form.formState.touchedFields as Record<string, unknown>;
  const engaged = Boolean(touched.name || touched.email || touched.phone) || form.formState.submitCount > 0;
  return engaged && blank(email) && blank(phone);
}
