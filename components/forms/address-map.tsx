/// <reference types="google.maps" />
'use client';

import { APIProvider, Map, Marker, useMap, useMapsLibrary, type MapMouseEvent } from '@vis.gl/react-google-maps';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './address-map.module.css';

/** SPEC §9: the submission map opens on Malta; place search waits 500 ms after typing. */
const MALTA = { lat: 35.911292, lng: 14.489585 };
const SEARCH_DEBOUNCE_MS = 500;

export interface MapPoint {
  lat: number;
  lng: number;
}

interface Props {
  apiKey: string;
  addressId: string;
  address: UseFormRegisterReturn;
  defaultAddress: string;
  point: MapPoint | null;
  /** a place was chosen (with its address) or the map was clicked (without) */
  onPick: (point: MapPoint, address?: string) => void;
}

/**
 * Address search with place suggestions (debounced 500 ms, Malta first) and a map: choosing a
 * suggestion centres the map and places the marker; a click on the map moves the marker and sets
 * the coordinates. Only rendered with a Google Maps key; maps errors are swallowed (SPEC §8) and the
 * address can always be typed.
 */
export function AddressMap({ apiKey, addressId, address, defaultAddress, point, onPick }: Props) {
  return (
    <APIProvider apiKey={apiKey} libraries={['places', 'geocoding']}>
      <PlaceSearch id={addressId} registration={address} defaultValue={defaultAddress} onPick={onPick} />
      <div className={styles.map}>
        <Map
          defaultCenter={point ?? MALTA}
          defaultZoom={14}
          gestureHandling="cooperative"
          clickableIcons={false}
          onClick={(e: MapMouseEvent) => {
            const ll = e.detail.latLng;
            if (ll) onPick({ lat: ll.lat, lng: ll.lng });
          }}
        >
          {point ? <Marker position={point} /> : null}
        </Map>
        <Recentre point={point} />
      </div>
    </APIProvider>
  );
}

function Recentre({ point }: { point: MapPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (map && point) map.panTo(point);
  }, [map, point]);
  return null;
}

interface Suggestion {
  placeId: string;
  text: string;
}

function PlaceSearch({
  id,
  registration,
  defaultValue,
  onPick,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  defaultValue: string;
  onPick: Props['onPick'];
}) {
  const places = useMapsLibrary('places');
  const geocoding = useMapsLibrary('geocoding');
  const listId = useId();
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (!places || query.trim().length < 3) return;
    const service = new places.AutocompleteService();
    const timer = setTimeout(() => {
      service
        .getPlacePredictions({ input: query, componentRestrictions: { country: 'mt' } })
        .then((r: google.maps.places.AutocompleteResponse) => {
          setSuggestions(r.predictions.map((p: google.maps.places.AutocompletePrediction) => ({ placeId: p.place_id, text: p.description })));
          setActive(-1);
        })
        .catch(() => setSuggestions([]));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [places, query]);

  const choose = (s: Suggestion, input: HTMLInputElement) => {
    setSuggestions([]);
    input.value = s.text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    if (!geocoding) return;
    new geocoding.Geocoder()
      .geocode({ placeId: s.placeId })
      .then(({ results }: google.maps.GeocoderResponse) => {
        const loc = results[0]?.geometry.location;
        if (loc) onPick({ lat: loc.lat(), lng: loc.lng() }, results[0]?.formatted_address ?? s.text);
      })
      .catch(() => undefined);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (suggestions.length === 0) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + suggestions.length) % suggestions.length);
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      const s = suggestions[active];
      if (s) choose(s, e.currentTarget);
    } else if (e.key === 'Escape') {
      setSuggestions([]);
    }
  };

  const open = suggestions.length > 0;
  return (
    <div className={styles.search}>
      <label htmlFor={id} className={styles.label}>
        Address
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        maxLength={300}
        placeholder="Start typing the address…"
        className={styles.input}
        defaultValue={defaultValue}
        {...registration}
        onChange={(e) => {
          void registration.onChange(e);
          setQuery(e.target.value);
          if (e.target.value.trim().length < 3) setSuggestions([]);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" className={open ? styles.list : styles.listHidden} aria-label="Suggested places">
        {suggestions.map((s, i) => (
          <li
            key={s.placeId}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? styles.optionActive : styles.option}
            onMouseDown={(e) => {
              e.preventDefault();
              const input = document.getElementById(id);
              if (input instanceof HTMLInputElement) choose(s, input);
            }}
          >
            {s.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
