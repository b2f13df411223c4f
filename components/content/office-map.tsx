import { mapsEmbedSrc, mapsSearchHref } from '@/lib/contact-links';
import { MapIcon } from '@/components/ui/icons';
import styles from './office-map.module.css';

/** The office on a map: Google's embed with a key; without one, a clear notice and a link to Maps. */
export function OfficeMap({ address, apiKey }: { address: string; apiKey?: string }) {
  if (apiKey) {
    return (
      <iframe
        className={styles.frame}
        src={mapsEmbedSrc(apiKey, address)}
        title={`Map: ${address}`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
      />
    );
  }
  return (
    <div className={styles.fallback}>
      <MapIcon size={32} />
      <p>The interactive map is not available right now.</p>
      <a href={mapsSearchHref(address)} target="_blank" rel="noopener noreferrer">
        Open our address in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
