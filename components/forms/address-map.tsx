/// <reference types="google.maps" />
'use client';

import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { APIProvider, AdvancedMarker, Map, useMap, useMapsLibrary, type MapMouseEvent } from '@vis.gl/react-google-maps';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MALTA_CENTRE, MAP_ZOOM } from '@/lib/map';
import type { MapsConfig } from '@/lib/maps-config';
import styles from './address-map.module.css';

/** SPEC §9: place search waits 500 ms after typing. */
const SEARCH_DEBOUNCE_MS = 500;
/** Suggestions come from Malta only (CLDR region codes). */
const REGIONS = ['mt'];
/** What a chosen place is asked for (the fields asked set the price): where it is and its address. */
const PLACE_FIELDS = ['location', 'formattedAddress'];
const LIBRARIES = ['places'];

export interface MapPoint {
  lat: number;
  lng: number;
}

interface Props {
  maps: MapsConfig;
  addressId: string;
  address: UseFormRegisterReturn;
  defaultAddress: string;
  point: MapPoint | null;
  /** a place was chosen (with its address) or the map was clicked (without) */
  onPick: (point: MapPoint, address?: string) => void;
  /** its texts in the page's language */
  words: Pick<Dictionary['submission'], 'address' | 'addressPlaceholder' | 'suggestions' | 'yourProperty'>;
}

/**
 * Address search with place suggestions from Malta (Places API (New), debounced 500 ms) and a map:
 * choosing a suggestion centres the map and places the marker; a click on the map moves the marker
 * and sets the coordinates. Only rendered when interactive maps are configured; maps errors are
 * swallowed (SPEC §8) and the address can always be typed.
 */
export function AddressMap({ maps, addressId, address, defaultAddress, point, onPick, words }: Props) {
  return (
    <APIProvider apiKey={maps.apiKey} libraries={LIBRARIES}>
      <PlaceSearch id={addressId} registration={address} defaultValue={defaultAddress} onPick={onPick} words={words} />
      <div className={styles.map}>
        <Map
          mapId={maps.mapId}
          defaultCenter={point ?? MALTA_CENTRE}
          defaultZoom={MAP_ZOOM}
          gestureHandling="cooperative"
          clickableIcons={false}
          onClick={(e: MapMouseEvent) => {
            const ll = e.detail.latLng;
            if (ll) onPick({ lat: ll.lat, lng: ll.lng });
          }}
        >
          {point ? <AdvancedMarker position={point} title={words.yourProperty} /> : null}
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

function PlaceSearch({
  id,
  registration,
  defaultValue,
  onPick,
  words,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  defaultValue: string;
  onPick: Props['onPick'];
  words: Props['words'];
}) {
  const places = useMapsLibrary('places');
  const listId = useId();
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<google.maps.places.PlacePrediction[]>([]);
  const [active, setActive] = useState(-1);
  // one token for the searches of a session and the details of the place chosen at its end
  const session = useRef<google.maps.places.AutocompleteSessionToken | null>(null);

  useEffect(() => {
    if (!places || query.trim().length < 3) return;
    let current = true;
    const timer = setTimeout(() => {
      session.current ??= new places.AutocompleteSessionToken();
      places.AutocompleteSuggestion.fetchAutocompleteSuggestions({ input: query, includedRegionCodes: REGIONS, sessionToken: session.current })
        .then(({ suggestions: found }) => {
          if (!current) return;
          setSuggestions(found.flatMap((s) => (s.placePrediction ? [s.placePrediction] : [])));
          setActive(-1);
        })
        .catch(() => {
          if (current) setSuggestions([]);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [places, query]);

  const choose = (p: google.maps.places.PlacePrediction, input: HTMLInputElement) => {
    const text = p.text.text;
    setSuggestions([]);
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // the details of the chosen place close the session; the next search starts a new one
    session.current = null;
    p.toPlace()
      .fetchFields({ fields: PLACE_FIELDS })
      .then(({ place }) => {
        if (place.location) onPick({ lat: place.location.lat(), lng: place.location.lng() }, place.formattedAddress ?? text);
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
        {words.address}
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
        placeholder={words.addressPlaceholder}
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
      <ul id={listId} role="listbox" className={open ? styles.list : styles.listHidden} aria-label={words.suggestions}>
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
            {s.text.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
