/** Links that open the phone, the mail client or a WhatsApp chat (SPEC §1 chat link). */

/** Digits only, with the leading + kept: "+356 2133 4455" → "+35621334455". */
export function dialable(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') || trimmed.startsWith('00') ? `+${digits.replace(/^00/, '')}` : digits;
}

export const telHref = (phone: string) => `tel:${dialable(phone)}`;
export const mailtoHref = (email: string) => `mailto:${email.trim()}`;

/**
 * An e-mail address cut where a narrow column should break it: after its @ and before each dot
 * ("ann@maltaproperty.example" → "ann@", "maltaproperty", ".example"), rather than mid-word.
 */
export function emailLineParts(email: string): string[] {
  return email.trim().split(/(?<=@)|(?=\.)/).filter((part) => part !== '');
}

/** A wa.me link to the number in international form, optionally with a first message. */
export function whatsappHref(phone: string, text?: string): string {
  const number = dialable(phone).replace(/^\+/, '');
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${number}${query}`;
}

/** Google Maps opened on an address (a plain link: works without any key). */
export const mapsSearchHref = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** The Maps Embed API frame for an address; needs an API key. */
export const mapsEmbedSrc = (apiKey: string, address: string) =>
  `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(apiKey)}&q=${encodeURIComponent(address)}&zoom=15`;
