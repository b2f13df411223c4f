'use client';

import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { fill } from '@/lib/i18n/format';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { addPhotos, formatBytes, PHOTO_ACCEPT, PHOTO_LIMITS } from '@/lib/forms/files';
import { messageText, type MessageSet } from '@/lib/forms/messages';
import { CloseIcon } from '@/components/ui/icons/close';
import styles from './photo-picker.module.css';

interface Picked {
  file: File;
  url: string;
  key: string;
}

interface Props {
  id: string;
  /** its texts in the page's language */
  words: Pick<Dictionary['submission'], 'photos' | 'addPhotos' | 'photoTypes' | 'photosHint' | 'chosenPhotos' | 'photoAlt' | 'removePhoto' | 'decimalMark'>;
  /** the page's language's messages, for a pick that cannot be taken */
  messages: MessageSet;
  /** the photos taken so far, reported on every change */
  onChange: (files: File[]) => void;
  /** the field's error, already in the page's language */
  error?: string;
}

let keys = 0;

/**
 * Photos for a submission: images only, at most 20 files and 20 MB together (SPEC §5); a pick that
 * would go beyond shows "Maximum 20 mb and 20 downloadable" in red and is not taken. Thumbnails
 * with remove buttons; the files stay in memory, so a failed submission keeps them.
 */
export function PhotoPicker({ id, words, messages, onChange, error }: Props) {
  const [photos, setPhotos] = useState<Picked[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const update = (next: Picked[]) => {
    setPhotos(next);
    onChange(next.map((p) => p.file));
  };

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (picked.length === 0) return;
    const { error: problem } = addPhotos(
      photos.map((p) => p.file),
      picked,
    );
    setPickError(problem);
    if (problem) return;
    const added = picked.map((file) => {
      const url = URL.createObjectURL(file);
      urls.current.push(url);
      return { file, url, key: `photo-${++keys}` };
    });
    update([...photos, ...added]);
  };

  const remove = (p: Picked) => {
    URL.revokeObjectURL(p.url);
    urls.current = urls.current.filter((u) => u !== p.url);
    setPickError(null);
    update(photos.filter((x) => x !== p));
  };

  const total = photos.reduce((n, p) => n + p.file.size, 0);
  const message = pickError ? messageText(messages, pickError) : error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        {words.photos}
      </label>
      <label className={styles.drop}>
        <input
          id={id}
          type="file"
          name="photos"
          multiple
          accept={PHOTO_ACCEPT}
          className={styles.input}
          aria-describedby={message ? `${hintId} ${errorId}` : hintId}
          aria-invalid={message ? true : undefined}
          onChange={pick}
        />
        <span className={styles.dropText}>
          <strong>{words.addPhotos}</strong>
          <span>{words.photoTypes}</span>
        </span>
      </label>
      <p id={hintId} className={styles.hint}>
        {fill(words.photosHint, { files: PHOTO_LIMITS.files, bytes: formatBytes(PHOTO_LIMITS.bytes, words.decimalMark), count: photos.length })}
        {photos.length > 0 ? `, ${formatBytes(total, words.decimalMark)}` : ''}.
      </p>
      <p id={errorId} className={styles.error} role="alert">
        {message ?? ''}
      </p>
      {photos.length > 0 ? (
        <ul className={styles.thumbs} aria-label={words.chosenPhotos}>
          {photos.map((p, i) => (
            <li key={p.key} className={styles.thumb}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview of a chosen file (blob: URL) */}
              <img src={p.url} alt={fill(words.photoAlt, { n: i + 1, name: p.file.name })} />
              <button type="button" className={styles.remove} onClick={() => remove(p)} aria-label={fill(words.removePhoto, { n: i + 1, name: p.file.name })}>
                <CloseIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
