import { describe, expect, it } from 'vitest';
import { dialable, emailLineParts, mailtoHref, mapsEmbedSrc, mapsSearchHref, telHref, whatsappHref } from '@/lib/contact-links';

describe('contact links', () => {
  it('keeps the digits and the international +', () => {
    expect(dialable('+356 2133 4455')).toBe('+35621334455');
    expect(dialable('00356 2133-4455')).toBe('+35621334455');
    expect(dialable('2133 4455')).toBe('21334455');
  });
  it('builds tel: and mailto: links', () => {
    expect(telHref('+356 7900 1122')).toBe('tel:+35679001122');
    expect(mailtoHref(' info@example.com ')).toBe('mailto:info@example.com');
  });
  it('opens WhatsApp with the number in international form', () => {
    expect(whatsappHref('+356 2133 4455')).toBe('https://wa.me/35621334455');
    expect(whatsappHref('+356 2133 4455', 'Hello & welcome')).toBe('https://wa.me/35621334455?text=Hello%20%26%20welcome');
  });
});

describe('map links', () => {
  it('searches Google Maps for the address without a key', () => {
    expect(mapsSearchHref("128 Triq San Ġorġ, St Julian's")).toBe(
      'https://www.google.com/maps/search/?api=1&query=128%20Triq%20San%20%C4%A0or%C4%A1%2C%20St%20Julian\'s',
    );
  });
  it('embeds the place with the key', () => {
    expect(mapsEmbedSrc('k&y', 'Gzira, Malta')).toBe(
      'https://www.google.com/maps/embed/v1/place?key=k%26y&q=Gzira%2C%20Malta&zoom=15',
    );
  });
});

describe('emailLineParts', () => {
  it('cuts an address after its @ and before each dot, losing nothing', () => {
    expect(emailLineParts('info@maltapropertysales.example')).toEqual(['info@', 'maltapropertysales', '.example']);
    expect(emailLineParts(' ann.borg@agency.com.mt ')).toEqual(['ann', '.borg@', 'agency', '.com', '.mt']);
    for (const email of ['a@b.mt', 'no-dots@localhost', 'plain', '']) expect(emailLineParts(email).join('')).toBe(email);
  });
});
