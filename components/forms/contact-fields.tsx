'use client';

import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import type { FormConfig } from './form-config';
import { PhoneField } from './phone-field';
import { TextField } from './text-field';
import styles from './forms.module.css';

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
  /**
   * The pages' forms (contact, careers) put name and "Email" side by side, then the phone; the
   * detail page's dialogs put the name, then phone and "E-mail" side by side.
   */
  layout: 'page' | 'dialog';
}

/** A form's registrations of the visitor's details, for ContactFields. */
export function contactRegistration<V extends FieldValues & ContactValues>(register: UseFormRegister<V>): Props['fields'] {
  const r = (name: keyof ContactValues) => register(name as Path<V>);
  return { name: r('name'), email: r('email'), phone: r('phone'), phoneCountry: r('phoneCountry') };
}

/** Name, e-mail and phone (with its country), required, as every enquiry form asks for them. */
export function ContactFields({ idPrefix, fields, values, errors, countries, layout }: Props) {
  const name = (
    <TextField id={`${idPrefix}-name`} label="Name" required autoComplete="name" maxLength={200} registration={fields.name} defaultValue={values.name} error={errors.name?.message} />
  );
  const email = (
    <TextField
      id={`${idPrefix}-email`}
      label={layout === 'page' ? 'Email' : 'E-mail'}
      required
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
      label="Phone"
      required
      countries={countries}
      country={fields.phoneCountry}
      number={fields.phone}
      defaultCountry={values.phoneCountry}
      defaultNumber={values.phone}
      error={errors.phone?.message}
    />
  );
  return layout === 'page' ? (
    <>
      <div className={styles.columns}>
        {name}
        {email}
      </div>
      {phone}
    </>
  ) : (
    <>
      {name}
      <div className={styles.columns}>
        {phone}
        {email}
      </div>
    </>
  );
}
