/** The icons a page draws many times (components/ui/icons/sprite.tsx): drawn once a page, used by reference. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AreaIcon } from '@/components/ui/icons/area';
import { BathIcon } from '@/components/ui/icons/bath';
import { BedIcon } from '@/components/ui/icons/bed';
import { HeartIcon } from '@/components/ui/icons/heart';
import { MailIcon } from '@/components/ui/icons/mail';
import { PhoneIcon } from '@/components/ui/icons/phone';
import { PinIcon } from '@/components/ui/icons/pin';
import { IconSprite } from '@/components/ui/icons/sprite';

describe('IconSprite', () => {
  const sprite = renderToStaticMarkup(createElement(IconSprite));

  it('is not drawn itself', () => {
    expect(sprite).toMatch(/^<svg display="none">/);
  });

  it.each([
    ['heart', HeartIcon],
    ['pin', PinIcon],
    ['bed', BedIcon],
    ['bath', BathIcon],
    ['area', AreaIcon],
    ['phone', PhoneIcon],
    ['mail', MailIcon],
  ])('holds the %s, which its icon draws as a reference, not as its shape', (_, Icon) => {
    const icon = renderToStaticMarkup(createElement(Icon, { size: 16 }));
    const id = /<use href="#([^"]+)"><\/use>/.exec(icon)?.[1];
    expect(icon).toMatch(/^<svg width="16" height="16" class="[^"]+" aria-hidden="true"><use href="#[^"]+"><\/use><\/svg>$/);
    const symbol = new RegExp(`<symbol id="${id}" viewBox="0 0 24 24">(.+?)</symbol>`).exec(sprite)?.[1];
    expect(symbol).toMatch(/^(<path d="[^"]+"><\/path>|<(circle|rect) [^>]+><\/(circle|rect)>)+$/);
  });
});
