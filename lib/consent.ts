/**
 * Cookie consent (SPEC §4, §9): the visitor's choice lives in local storage under `cookie-consent`
 * as `accepted` or `rejected`, and drives Google Analytics consent mode (denied until accepted).
 */

export const CONSENT_STORAGE_KEY = 'cookie-consent';
/** Set on <html> before the first paint once a choice is stored, so the banner never flashes. */
export const CONSENT_ATTRIBUTE = 'data-consent';

export type ConsentChoice = 'accepted' | 'rejected';

/** A stored value as a choice; anything else (missing, tampered) means "not chosen yet". */
export function parseConsentChoice(value: unknown): ConsentChoice | null {
  return value === 'accepted' || value === 'rejected' ? value : null;
}

type ConsentValue = 'granted' | 'denied';
export interface ConsentState {
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
  analytics_storage: ConsentValue;
}

/** The consent-mode state for a choice: everything granted on accept, denied otherwise. */
export function consentStateFor(choice: ConsentChoice | null): ConsentState {
  const v: ConsentValue = choice === 'accepted' ? 'granted' : 'denied';
  return { ad_storage: v, ad_user_data: v, ad_personalization: v, analytics_storage: v };
}

/**
 * The inline script that runs in <head> before the first paint: it marks <html> with the stored
 * choice (the banner's CSS hides it then) and, when analytics is configured, starts consent mode
 * denied by default, grants it at once for a stored acceptance, and configures the GA4 property.
 * Storage may be unavailable (privacy modes): then nothing is marked and consent stays denied.
 */
export function consentBootScript(measurementId?: string): string {
  const key = JSON.stringify(CONSENT_STORAGE_KEY);
  const attr = JSON.stringify(CONSENT_ATTRIBUTE);
  const read = `var c=null;try{c=localStorage.getItem(${key})}catch(e){}if(c!=="accepted"&&c!=="rejected")c=null;if(c)document.documentElement.setAttribute(${attr},c);`;
  if (!measurementId) return read;
  const id = JSON.stringify(measurementId);
  const denied = JSON.stringify({ ...consentStateFor(null), wait_for_update: 500 });
  const granted = JSON.stringify(consentStateFor('accepted'));
  return (
    read +
    'window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};' +
    `gtag("consent","default",${denied});` +
    `if(c==="accepted")gtag("consent","update",${granted});` +
    `gtag("js",new Date());gtag("config",${id});`
  );
}
