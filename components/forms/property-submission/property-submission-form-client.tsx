'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { submitProperty } from './action';
import { MESSAGES, SUBMISSION_REQUIRED_LABELS, SUBMISSION_SENT } from '@/lib/forms/messages';
import { commaDecimal } from '@/lib/forms/payloads';
import {
  BATHROOM_CHOICES,
  BEDROOM_CHOICES,
  readDecimal,
  SUBMISSION_REQUIRED,
  submissionDefaults,
  submissionSchema,
  type SubmissionInput,
} from '@/lib/forms/schemas';
import type { SubmissionChoices } from '@/lib/forms/submission-options';
import type { MapsConfig } from '@/lib/maps-config';
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

const FIELDS = [
  { name: 'fullName', id: 'submission-fullName', label: 'Full Name' },
  { name: 'contactNumber', id: 'submission-contactNumber', label: 'Contact Number' },
  { name: 'lettingTypes', id: 'submission-lettingTypes-6', label: 'Sale type' },
  { name: 'salePrice', id: 'submission-salePrice', label: 'Sale price' },
  { name: 'propertyType', id: 'submission-propertyType', label: 'Property type' },
  { name: 'bedrooms', id: 'submission-bedrooms-1', label: 'Bedrooms' },
  { name: 'bathrooms', id: 'submission-bathrooms-1', label: 'Bathrooms' },
  { name: 'availableDate', id: 'submission-availableDate', label: 'Available from' },
  { name: 'locationId', id: 'submission-locationId', label: 'Location' },
  { name: 'address', id: 'submission-address', label: 'Address' },
  { name: 'latitude', id: 'submission-latitude', label: 'Latitude' },
  { name: 'longitude', id: 'submission-longitude', label: 'Longitude' },
  { name: 'features', id: 'submission-features', label: 'Features' },
  { name: 'description', id: 'submission-description', label: 'Description' },
  { name: 'photos', id: 'submission-photos', label: 'Photos' },
] as const;

const BEDROOMS = BEDROOM_CHOICES.map((v) => ({ value: v, label: v === '99' ? '9+' : v }));
const BATHROOMS = BATHROOM_CHOICES.map((v) => ({ value: v, label: v }));

interface Props {
  config: FormConfig;
  choices: SubmissionChoices;
  /** the interactive maps' settings; without them the address and coordinates are typed */
  maps: MapsConfig | null;
  /** today in Malta (YYYY-MM-DD), the earliest available date */
  today: string;
}

export function PropertySubmissionFormClient({ config, choices, maps, today }: Props) {
  const f = useServerForm({
    action: submitProperty,
    resolver: zodResolver(submissionSchema),
    initial: submissionDefaults,
    unboundDefaults: { photos: [] },
    complete: (data) => {
      // The photos live in memory (PhotoPicker), not in the file input.
      data.delete('photos');
      const photos = f.form.getValues('photos');
      if (Array.isArray(photos)) for (const p of photos) if (p instanceof File) data.append('photos', p, p.name);
    },
    invalidBanner: (errors) =>
      SUBMISSION_REQUIRED.some((k) => errors[k])
        ? { message: MESSAGES.requiredFields, details: [...SUBMISSION_REQUIRED_LABELS], resetHumanCheck: true }
        : { message: errors.photos?.message === MESSAGES.photosLimit ? MESSAGES.photosLimit : MESSAGES.fixFields },
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
  const message = (name: keyof SubmissionInput) => {
    const m = errors[name]?.message;
    return typeof m === 'string' ? m : undefined;
  };

  // sent (SPEC §4, state 1): the form is hidden and the sentence shown until the thank-you page opens
  if (f.state.status === 'success') {
    return (
      <div className={styles.form}>
        <FormBanner tone="success" message={SUBMISSION_SENT} focusKey={f.state.answer} />
      </div>
    );
  }

  return (
    <FormFrame f={f} label="Add my property" fields={FIELDS} config={config} humanCheck="property_submission" sendLabel="SEND NOW" marksRequired>

      <section className={local.section} aria-labelledby="submission-you">
        <h2 id="submission-you" className={local.heading}>
          Your details
        </h2>
        <div className={styles.columns}>
          <TextField id="submission-fullName" label="Full Name" required autoComplete="name" maxLength={200} registration={register('fullName')} defaultValue={v.fullName} error={message('fullName')} />
          <PhoneField
            id="submission-contactNumber"
            label="Contact Number"
            countryLabel="Contact Number: country"
            required
            countries={config.countries}
            country={register('contactCountry')}
            number={register('contactNumber')}
            defaultCountry={v.contactCountry}
            defaultNumber={v.contactNumber}
            error={message('contactNumber')}
          />
        </div>
      </section>

      <section className={local.section} aria-labelledby="submission-property">
        <h2 id="submission-property" className={local.heading}>
          The property
        </h2>
        <div className={styles.columns}>
          <ChoiceToggles
            idPrefix="submission-lettingTypes"
            legend="Sale type"
            multiple
            choices={choices.saleTypes}
            registration={register('lettingTypes')}
            defaultValue={Array.isArray(v.lettingTypes) ? (v.lettingTypes as string[]) : []}
            error={message('lettingTypes')}
          />
          <TextField
            id="submission-salePrice"
            label="Sale price (€)"
            inputMode="decimal"
            maxLength={32}
            placeholder={hasSaleType ? 'e.g. 350000' : 'Choose a sale type first'}
            disabled={!hasSaleType}
            registration={register('salePrice')}
            defaultValue={v.salePrice}
            error={message('salePrice')}
          />
          <SelectField
            id="submission-propertyType"
            label="Property type"
            none="Choose a type"
            choices={choices.propertyTypes}
            registration={register('propertyType')}
            defaultValue={v.propertyType}
            error={message('propertyType')}
          />
          <SelectField
            id="submission-locationId"
            label="Location"
            none="Choose a location"
            hint={choices.areaName ? `Localities in ${choices.areaName}.` : undefined}
            choices={choices.locations}
            registration={register('locationId')}
            defaultValue={v.locationId}
            error={message('locationId')}
          />
        </div>
        <ChoiceToggles
          idPrefix="submission-bedrooms"
          legend="Bedrooms"
          choices={BEDROOMS}
          registration={register('bedrooms')}
          defaultValue={String(v.bedrooms ?? '')}
          onClear={clearIfChosen('bedrooms')}
          error={message('bedrooms')}
        />
        <ChoiceToggles
          idPrefix="submission-bathrooms"
          legend="Bathrooms"
          choices={BATHROOMS}
          registration={register('bathrooms')}
          defaultValue={String(v.bathrooms ?? '')}
          onClear={clearIfChosen('bathrooms')}
          error={message('bathrooms')}
        />
        <div className={local.narrow}>
          <TextField
            id="submission-availableDate"
            label="Available from"
            type="date"
            min={today}
            registration={register('availableDate')}
            defaultValue={v.availableDate}
            error={message('availableDate')}
          />
        </div>
      </section>

      <section className={local.section} aria-labelledby="submission-where">
        <h2 id="submission-where" className={local.heading}>
          Where it is
        </h2>
        {maps ? (
          <AddressMap
            maps={maps}
            addressId="submission-address"
            address={register('address')}
            defaultAddress={v.address}
            point={point}
            onPick={pickPoint}
          />
        ) : (
          <TextField id="submission-address" label="Address" autoComplete="address-line1" maxLength={300} registration={register('address')} defaultValue={v.address} error={message('address')} />
        )}
        <div className={styles.columns}>
          <TextField
            id="submission-latitude"
            label="Latitude"
            inputMode="decimal"
            maxLength={32}
            placeholder="35,9113"
            hint={maps ? 'Set by the map; you can also type it.' : 'Decimal degrees, for example 35,9113.'}
            registration={register('latitude')}
            defaultValue={v.latitude}
            error={message('latitude')}
          />
          <TextField
            id="submission-longitude"
            label="Longitude"
            inputMode="decimal"
            maxLength={32}
            placeholder="14,4896"
            hint={maps ? 'Set by the map; you can also type it.' : 'Decimal degrees, for example 14,4896.'}
            registration={register('longitude')}
            defaultValue={v.longitude}
            error={message('longitude')}
          />
        </div>
      </section>

      <section className={local.section} aria-labelledby="submission-details">
        <h2 id="submission-details" className={local.heading}>
          Features, description and photos
        </h2>
        {choices.features.length > 0 ? (
          <ChoiceToggles
            idPrefix="submission-features"
            legend="Features"
            multiple
            choices={choices.features}
            registration={register('features')}
            defaultValue={Array.isArray(v.features) ? (v.features as string[]) : []}
            error={message('features')}
          />
        ) : null}
        <TextField
          id="submission-description"
          label="Description"
          multiline
          maxLength={5000}
          placeholder="Tell buyers about the property: views, condition, what is included…"
          registration={register('description')}
          defaultValue={v.description}
          error={message('description')}
        />
        <PhotoPicker id="submission-photos" onChange={(files) => setValue('photos', files, { shouldValidate: true })} error={message('photos')} />
      </section>

    </FormFrame>
  );
}
