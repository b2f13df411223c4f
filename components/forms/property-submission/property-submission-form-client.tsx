'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { submitProperty } from './action';
import { message } from '@/lib/forms/messages';
import {
  BATHROOM_CHOICES,
  BEDROOM_CHOICES,
  commaDecimal,
  readDecimal,
  missingRequired,
  submissionDefaults,
  submissionSchema,
  type SubmissionInput,
} from '@/lib/forms/schemas';
import type { SubmissionChoices } from '@/lib/forms/submission-options';
import type { MapsConfig } from '@/lib/maps-config';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { fill } from '@/lib/i18n/format';
import { AddressMap, type MapPoint } from '../address-map';
import { ChoiceToggles } from '../choice-toggles';
import { FormBanner } from '../form-banner';
import type { FormConfig } from '../form-config';
import { FormFrame } from '../form-frame';
import { PhoneField } from '../phone-field';
import { PhotoPicker } from '../photo-picker';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';
import { useServerForm } from '../use-server-form';
import styles from '../forms.module.css';
import local from './property-submission-form.module.css';

/** The form's fields in their order on the page, named in the page's language (the error summary's links). */
const fieldsOf = (w: Words) =>
  [
    { name: 'fullName', id: 'submission-fullName', label: w.fullName },
    { name: 'contactNumber', id: 'submission-contactNumber', label: w.contactNumber },
    { name: 'lettingTypes', id: 'submission-lettingTypes-6', label: w.saleType },
    { name: 'salePrice', id: 'submission-salePrice', label: w.salePrice },
    { name: 'propertyType', id: 'submission-propertyType', label: w.propertyType },
    { name: 'bedrooms', id: 'submission-bedrooms-1', label: w.bedrooms },
    { name: 'bathrooms', id: 'submission-bathrooms-1', label: w.bathrooms },
    { name: 'availableDate', id: 'submission-availableDate', label: w.availableFrom },
    { name: 'locationId', id: 'submission-locationId', label: w.location },
    { name: 'address', id: 'submission-address', label: w.address },
    { name: 'latitude', id: 'submission-latitude', label: w.latitude },
    { name: 'longitude', id: 'submission-longitude', label: w.longitude },
    { name: 'features', id: 'submission-features', label: w.features },
    { name: 'description', id: 'submission-description', label: w.description },
    { name: 'photos', id: 'submission-photos', label: w.photos },
  ] as const;

type Words = Dictionary['submission'];

const BEDROOMS = BEDROOM_CHOICES.map((v) => ({ value: v, label: v === '99' ? '9+' : v }));
const BATHROOMS = BATHROOM_CHOICES.map((v) => ({ value: v, label: v }));

interface Props {
  config: FormConfig;
  choices: SubmissionChoices;
  /** the interactive maps' settings; without them the address and coordinates are typed */
  maps: MapsConfig | null;
  /** today in Malta (YYYY-MM-DD), the earliest available date */
  today: string;
  /** the form's texts in the page's language */
  words: Words;
  /** the feature names' language when it is not the page's (the backend's English on an Italian page) */
  featuresLang?: string;
}

export function PropertySubmissionFormClient({ config, choices, maps, today, words: w, featuresLang }: Props) {
  const f = useServerForm({
    action: submitProperty,
    resolver: zodResolver(submissionSchema),
    messages: config.messages,
    initial: submissionDefaults,
    unboundDefaults: { photos: [] },
    complete: (data) => {
      // The photos live in memory (PhotoPicker), not in the file input.
      data.delete('photos');
      const photos = f.form.getValues('photos');
      if (Array.isArray(photos)) for (const p of photos) if (p instanceof File) data.append('photos', p, p.name);
    },
    // as the server answers (action.ts): the required fields' banner only when one is left empty
    invalidBanner: (errors, values) =>
      missingRequired(values)
        ? { message: message('requiredFields'), details: [message('fullNameLabel'), message('contactNumberLabel')], resetHumanCheck: true }
        : { message: errors.photos?.message === message('photosLimit') ? message('photosLimit') : message('fixFields') },
  });
  const { register, errors, values: v } = f;
  const { watch, setValue, getValues } = f.form;
  const saleTypes = watch('lettingTypes');
  const hasSaleType = Array.isArray(saleTypes) ? saleTypes.length > 0 : typeof saleTypes === 'string' && saleTypes !== '';
  const lat = readDecimal(watch('latitude') ?? '');
  const lng = readDecimal(watch('longitude') ?? '');
  const point: MapPoint | null = lat !== null && lng !== null ? { lat, lng } : null;
  const clearIfChosen = (name: 'bedrooms' | 'bathrooms') => (value: string) => {
    if (getValues(name) !== value) return false;
    setValue(name, '', { shouldDirty: true });
    return true;
  };
  const pickPoint = (p: MapPoint, address?: string) => {
    setValue('latitude', commaDecimal(p.lat.toFixed(6)), { shouldValidate: true });
    setValue('longitude', commaDecimal(p.lng.toFixed(6)), { shouldValidate: true });
    if (address) setValue('address', address, { shouldValidate: true });
  };
  const errorOf = (name: keyof SubmissionInput) => {
    const m = errors[name]?.message;
    return typeof m === 'string' ? m : undefined;
  };

  // sent (SPEC §4, state 1): the form is hidden and the sentence shown until the thank-you page opens
  if (f.state.status === 'success') {
    return (
      <div className={styles.form}>
        <FormBanner tone="success" message={f.text(message('submissionSent'))} focusKey={f.state.answer} />
      </div>
    );
  }

  return (
    <FormFrame f={f} label={w.form} fields={fieldsOf(w)} config={config} humanCheck="property_submission" sendLabel={config.texts.sendNow} marksRequired>

      <section className={local.section} aria-labelledby="submission-you">
        <h2 id="submission-you" className={local.heading}>
          {w.you}
        </h2>
        <div className={styles.columns}>
          <TextField id="submission-fullName" label={w.fullName} required autoComplete="name" maxLength={200} registration={register('fullName')} defaultValue={v.fullName} error={errorOf('fullName')} />
          <PhoneField
            id="submission-contactNumber"
            label={w.contactNumber}
            countryLabel={fill(config.texts.phoneCountry, { label: w.contactNumber })}
            required
            countries={config.countries}
            country={register('contactCountry')}
            number={register('contactNumber')}
            defaultCountry={v.contactCountry}
            defaultNumber={v.contactNumber}
            error={errorOf('contactNumber')}
          />
        </div>
      </section>

      <section className={local.section} aria-labelledby="submission-property">
        <h2 id="submission-property" className={local.heading}>
          {w.property}
        </h2>
        <div className={styles.columns}>
          <ChoiceToggles
            idPrefix="submission-lettingTypes"
            legend={w.saleType}
            multiple
            choices={choices.saleTypes}
            registration={register('lettingTypes')}
            defaultValue={Array.isArray(v.lettingTypes) ? (v.lettingTypes as string[]) : []}
            error={errorOf('lettingTypes')}
          />
          <TextField
            id="submission-salePrice"
            label={w.salePriceEuro}
            inputMode="decimal"
            maxLength={32}
            placeholder={hasSaleType ? w.salePriceExample : w.saleTypeFirst}
            disabled={!hasSaleType}
            registration={register('salePrice')}
            defaultValue={v.salePrice}
            error={errorOf('salePrice')}
          />
          <SelectField
            id="submission-propertyType"
            label={w.propertyType}
            none={w.chooseType}
            choices={choices.propertyTypes}
            registration={register('propertyType')}
            defaultValue={v.propertyType}
            error={errorOf('propertyType')}
          />
          <SelectField
            id="submission-locationId"
            label={w.location}
            none={w.chooseLocation}
            hint={choices.areaName ? fill(w.localitiesIn, { area: choices.areaName }) : undefined}
            choices={choices.locations}
            registration={register('locationId')}
            defaultValue={v.locationId}
            error={errorOf('locationId')}
          />
        </div>
        <ChoiceToggles
          idPrefix="submission-bedrooms"
          legend={w.bedrooms}
          choices={BEDROOMS}
          registration={register('bedrooms')}
          defaultValue={String(v.bedrooms ?? '')}
          onClear={clearIfChosen('bedrooms')}
          error={errorOf('bedrooms')}
        />
        <ChoiceToggles
          idPrefix="submission-bathrooms"
          legend={w.bathrooms}
          choices={BATHROOMS}
          registration={register('bathrooms')}
          defaultValue={String(v.bathrooms ?? '')}
          onClear={clearIfChosen('bathrooms')}
          error={errorOf('bathrooms')}
        />
        <div className={local.narrow}>
          <TextField
            id="submission-availableDate"
            label={w.availableFrom}
            type="date"
            min={today}
            registration={register('availableDate')}
            defaultValue={v.availableDate}
            error={errorOf('availableDate')}
          />
        </div>
      </section>

      <section className={local.section} aria-labelledby="submission-where">
        <h2 id="submission-where" className={local.heading}>
          {w.where}
        </h2>
        {maps ? (
          <AddressMap
            maps={maps}
            addressId="submission-address"
            address={register('address')}
            defaultAddress={v.address}
            point={point}
            onPick={pickPoint}
            words={w}
          />
        ) : (
          <TextField id="submission-address" label={w.address} autoComplete="address-line1" maxLength={300} registration={register('address')} defaultValue={v.address} error={errorOf('address')} />
        )}
        <div className={styles.columns}>
          <TextField
            id="submission-latitude"
            label={w.latitude}
            inputMode="decimal"
            maxLength={32}
            placeholder={`35${w.decimalMark}9113`}
            hint={maps ? w.setByMap : fill(w.decimalDegrees, { example: `35${w.decimalMark}9113` })}
            registration={register('latitude')}
            defaultValue={v.latitude}
            error={errorOf('latitude')}
          />
          <TextField
            id="submission-longitude"
            label={w.longitude}
            inputMode="decimal"
            maxLength={32}
            placeholder={`14${w.decimalMark}4896`}
            hint={maps ? w.setByMap : fill(w.decimalDegrees, { example: `14${w.decimalMark}4896` })}
            registration={register('longitude')}
            defaultValue={v.longitude}
            error={errorOf('longitude')}
          />
        </div>
      </section>

      <section className={local.section} aria-labelledby="submission-details">
        <h2 id="submission-details" className={local.heading}>
          {w.details}
        </h2>
        {choices.features.length > 0 ? (
          <ChoiceToggles
            idPrefix="submission-features"
            legend={w.features}
            multiple
            choices={choices.features}
            choicesLang={featuresLang}
            registration={register('features')}
            defaultValue={Array.isArray(v.features) ? (v.features as string[]) : []}
            error={errorOf('features')}
          />
        ) : null}
        <TextField
          id="submission-description"
          label={w.description}
          multiline
          maxLength={5000}
          placeholder={w.descriptionPlaceholder}
          registration={register('description')}
          defaultValue={v.description}
          error={errorOf('description')}
        />
        <PhotoPicker id="submission-photos" words={w} messages={config.messages} onChange={(files) => setValue('photos', files, { shouldValidate: true })} error={errorOf('photos')} />
      </section>

    </FormFrame>
  );
}
