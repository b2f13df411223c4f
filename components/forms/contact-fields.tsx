'use client';

import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import type { FormConfig } from './form-config';
import { PhoneField } from './phone-field';
import { TextField } from './text-field';
import styles from './forms.module.css';
import { fill } from '@/lib/i18n/format';

/** The visitor's details every enquiry form asks for. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  phoneCountry: string;
}

interface Props {
  /** the fields' ids are `${idPrefix}-name`, `-email`, `-phone` (the banner links to them) */
  idPrefix: string;
  fields: Record<keyof ContactValues, UseFormRegisterReturn>;
  values: ContactValues;
  errors: FieldErrors<ContactValues>;
  countries: FormConfig['countries'];
  /** the labels and the reply hint in the page's language */
  texts: FormConfig['texts'];
  /**
   * The pages' forms (contact, careers) put name and "Email" side by side, then the phone; the
   * detail page's dialogs put the name, then phone and "E-mail" side by side.
   */
  layout: 'page' | 'dialog';
  /** careers requires all three (SPEC §5); the enquiry forms none of them */
  required: boolean;
  /**
   * Forms that require none of the three: whether to show the hint that asks for an e-mail or a
   * phone (useReplyHint). Its polite live region is always in place so that the hint is read out.
   */
  replyHint?: boolean;
}

/** A form's registrations of the visitor's details, for ContactFields. */
export function contactRegistration<V extends FieldValues & ContactValues>(register: UseFormRegister<V>): Props['fields'] {
  const r = (name: keyof ContactValues) => register(name as Path<V>);
  return { name: r('name'), email: r('email'), phone: r('phone'), phoneCountry: r('phoneCountry') };
}

/** Name, e-mail and phone (with its country), as every form about a person asks for them. */
export function ContactFields({ idPrefix, fields, values, errors, countries, texts, layout, required, replyHint }: Props) {
  const hintId = `${idPrefix}-reply-hint`;
  const describedBy = replyHint ? hintId : undefined;
  const name = (
    <TextField id={`${idPrefix}-name`} label={texts.name} required={required} autoComplete="name" maxLength={200} registration={fields.name} defaultValue={values.name} error={errors.name?.message} />
  );
  const email = (
    <TextField
      id={`${idPrefix}-email`}
      label={layout === 'page' ? texts.email : texts.emailDialog}
      required={required}
      describedBy={describedBy}
      type="email"
      autoComplete="email"
      maxLength={200}
      registration={fields.email}
      defaultValue={values.email}
      error={errors.email?.message}
    />
  );
  const phone = (
    <PhoneField
      id={`${idPrefix}-phone`}
      label={texts.phone}
      countryLabel={fill(texts.phoneCountry, { label: texts.phone })}
      required={required}
      describedBy={describedBy}
      countries={countries}
      country={fields.phoneCountry}
      number={fields.phone}
      defaultCountry={values.phoneCountry}
      defaultNumber={values.phone}
      error={errors.phone?.message}
    />
  );
  const hint =
    replyHint === undefined ? null : (
      <p id={hintId} role="status" className={styles.replyHint}>
        {replyHint ? texts.replyHint : null}
      </p>
    );
  return layout === 'page' ? (
    <>
      <div className={styles.columns}>
        {name}
        {email}
      </div>
      {phone}
      {hint}
    </>
  ) : (
    <>
      {name}
      <div className={styles.columns}>
        {phone}
        {email}
      </div>
      {hint}
    </>
  );
}
