import { mapsEmbedSrc, mapsSearchHref } from '@/lib/contact-links';
import { MapIcon } from '@/components/ui/icons/map';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { fill } from '@/lib/i18n/format';
import styles from './office-map.module.css';

/** The office on a map: Google's embed with a key; without one, a clear notice and a link to Maps. */
export function OfficeMap({ address, apiKey, texts }: { address: string; apiKey?: string; texts: Dictionary['office'] }) {
  if (apiKey) {
    return (
      <iframe
        className={styles.frame}
        src={mapsEmbedSrc(apiKey, address)}
        title={fill(texts.mapTitle, { address })}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
      />
    );
  }
  return (
    <div className={styles.fallback}>
      <MapIcon size={32} />
      <p>{texts.mapUnavailable}</p>
      <a href={mapsSearchHref(address)} target="_blank" rel="noopener noreferrer">
        {texts.openInMaps}
        <span className="visually-hidden">{texts.newTab}</span>
      </a>
    </div>
  );
}
