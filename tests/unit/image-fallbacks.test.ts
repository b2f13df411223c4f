import { getImageProps } from 'next/image';
import { describe, expect, it } from 'vitest';
import { joinFallbacks, nextFallback, PROPERTY_PLACEHOLDER, propertyImageFallbacks, swapImageSource } from '@/lib/image-fallbacks';

const optimised = (src: string) =>
  getImageProps({ src, alt: '', fill: true, sizes: '(min-width: 1024px) 300px, 100vw' }).props;

describe('image fallbacks', () => {
  it('retries a listing image as .jpg, then shows the placeholder (SPEC §7)', () => {
    expect(propertyImageFallbacks('https://img.example/p/12/thumb.webp')).toEqual([
      'https://img.example/p/12/thumb.jpg',
      PROPERTY_PLACEHOLDER,
    ]);
    expect(propertyImageFallbacks('https://img.example/p/12/thumb.jpg')).toEqual([PROPERTY_PLACEHOLDER]);
    expect(propertyImageFallbacks('')).toEqual([]);
  });

  it('retries any failed listing image as .jpg: without an extension, with another, with a query', () => {
    expect(propertyImageFallbacks('https://img.example/p/12/thumb')).toEqual(['https://img.example/p/12/thumb.jpg', PROPERTY_PLACEHOLDER]);
    expect(propertyImageFallbacks('https://img.example/p/12/thumb.JPEG?v=3')).toEqual([
      'https://img.example/p/12/thumb.jpg?v=3',
      PROPERTY_PLACEHOLDER,
    ]);
    expect(propertyImageFallbacks('https://img.example/p.v2/12/thumb?v=3')).toEqual([
      'https://img.example/p.v2/12/thumb.jpg?v=3',
      PROPERTY_PLACEHOLDER,
    ]);
    expect(propertyImageFallbacks('https://img.example/p/12/thumb.JPG')).toEqual([PROPERTY_PLACEHOLDER]);
  });

  it("gives a fallback the attributes next/image gives that source, widths and quality kept", () => {
    const from = 'https://img.example/p/12/thumb.webp';
    const to = 'https://img.example/p/12/thumb.jpg?v=2&x=1';
    const shown = optimised(from);
    const swapped = swapImageSource(shown, from, to);
    const expected = optimised(to);
    expect(swapped).toEqual({ src: expected.src, srcSet: expected.srcSet });
    expect(swapped.srcSet?.split(', ').length).toBeGreaterThan(4);
  });

  it('works the same for a site-relative fallback such as the blog icon', () => {
    const from = 'https://img.example/blog/post.jpg';
    const swapped = swapImageSource(optimised(from), from, '/favicon.ico');
    const expected = optimised('/favicon.ico');
    expect(swapped).toEqual({ src: expected.src, srcSet: expected.srcSet });
  });

  it('shows a placeholder SVG as it is, without the optimiser', () => {
    const from = 'https://img.example/p/12/thumb.jpg';
    expect(swapImageSource(optimised(from), from, PROPERTY_PLACEHOLDER)).toEqual({ src: PROPERTY_PLACEHOLDER });
  });

  it('replaces a source that was not optimised outright', () => {
    expect(swapImageSource({ src: '/images/a.svg' }, '/images/a.svg', '/images/b.png')).toEqual({ src: '/images/b.png' });
  });
});

describe('the next fallback of an image that failed', () => {
  const from = 'https://img.example/p/12/thumb.webp';
  const fallbacks = propertyImageFallbacks(from);
  const attribute = joinFallbacks(fallbacks);

  it('is the first fallback when the image shows its own source, with the same widths', () => {
    const next = nextFallback(optimised(from), attribute);
    const expected = optimised(fallbacks[0]!);
    expect(next).toEqual({ src: expected.src, srcSet: expected.srcSet });
  });

  it('is the one after the fallback it shows, then nothing once the last has failed', () => {
    const second = nextFallback(optimised(fallbacks[0]!), attribute);
    expect(second).toEqual({ src: PROPERTY_PLACEHOLDER });
    expect(nextFallback(second!, attribute)).toBeUndefined();
  });

  it('is nothing for an image without fallbacks', () => {
    expect(joinFallbacks([])).toBeUndefined();
    expect(nextFallback(optimised(from), null)).toBeUndefined();
  });

  it('reads a site-relative source that was not optimised as itself', () => {
    expect(nextFallback({ src: '/images/a.png' }, '/images/b.png /images/c.svg')).toEqual({ src: '/images/b.png' });
    expect(nextFallback({ src: '/images/b.png' }, '/images/b.png /images/c.svg')).toEqual({ src: '/images/c.svg' });
  });
});
