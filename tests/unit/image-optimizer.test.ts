/**
 * What the image optimizer may fetch (next.config.ts, `images`), judged by Next.js's own matchers:
 * the images under the three configured bases and the site's own pictures, never with a query, and
 * local addresses only when an image host is itself on loopback.
 */
import type { NextConfig } from 'next';
import { hasLocalMatch } from 'next/dist/shared/lib/match-local-pattern';
import { hasRemoteMatch } from 'next/dist/shared/lib/match-remote-pattern';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function imagesWith(variables: Record<string, string>): Promise<NonNullable<NextConfig['images']>> {
  vi.resetModules();
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  const { default: config } = await import('@/next.config');
  if (!config.images) throw new Error('no images configuration');
  return config.images;
}

const remote = (images: NonNullable<NextConfig['images']>, url: string) => hasRemoteMatch([], images.remotePatterns as never, new URL(url));
const local = (images: NonNullable<NextConfig['images']>, url: string) => hasLocalMatch(images.localPatterns, url);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the image optimizer’s sources', () => {
  it('the demo backend on loopback: its image folders only, no query, local addresses allowed', async () => {
    const images = await imagesWith({ API_BASE_URL: 'http://127.0.0.1:4000' });
    for (const url of [
      'http://127.0.0.1:4000/images/properties/12/thumb.jpg',
      'http://127.0.0.1:4000/images/properties/types/villa.jpg',
      'http://127.0.0.1:4000/images/users/agent-3.jpg',
      'http://127.0.0.1:4000/images/blog/a-post.jpg',
    ]) {
      expect(remote(images, url), url).toBe(true);
    }
    for (const url of [
      // a query makes every address a new fetch and resize
      'http://127.0.0.1:4000/images/properties/12/thumb.jpg?v=1',
      // the API itself, or anything beside the image folders
      'http://127.0.0.1:4000/SaleHome',
      'http://127.0.0.1:4000/images/other/x.jpg',
      'http://127.0.0.1:4000/images/propertiesX/x.jpg',
      // another port, host or scheme
      'http://127.0.0.1:4001/images/properties/12/thumb.jpg',
      'http://localhost:4000/images/properties/12/thumb.jpg',
      'https://127.0.0.1:4000/images/properties/12/thumb.jpg',
    ]) {
      expect(remote(images, url), url).toBe(false);
    }
    expect(images.dangerouslyAllowLocalIP).toBe(true);
  });

  it('the agency’s image hosts: exactly their bases, and no local address', async () => {
    const images = await imagesWith({
      API_BASE_URL: 'https://api.example.mt',
      IMAGE_BASE_URL: 'https://cdn.example.mt/storage/properties/',
      AGENT_IMAGE_BASE_URL: 'https://cdn.example.mt/storage/users/',
      BLOG_IMAGE_BASE_URL: 'https://media.example.mt/blog/',
    });
    expect(remote(images, 'https://cdn.example.mt/storage/properties/881/a1b2c3')).toBe(true);
    expect(remote(images, 'https://cdn.example.mt/storage/users/p.png')).toBe(true);
    expect(remote(images, 'https://media.example.mt/blog/cover.webp')).toBe(true);
    expect(remote(images, 'https://cdn.example.mt/storage/secrets.json')).toBe(false);
    expect(remote(images, 'https://media.example.mt/storage/users/p.png')).toBe(false);
    expect(remote(images, 'https://api.example.mt/SaleProperties/GetPropertyDetail')).toBe(false);
    expect(remote(images, 'http://cdn.example.mt/storage/properties/881/a.jpg')).toBe(false);
    expect(images.dangerouslyAllowLocalIP).toBe(false);
  });

  it('the site’s own pictures only: never a page, never with a query', async () => {
    const images = await imagesWith({ API_BASE_URL: 'http://127.0.0.1:4000' });
    for (const url of ['/images/home/hero-desktop.webp', '/images/home/area-sliema.webp', '/images/property-placeholder.svg', '/favicon.ico']) {
      expect(local(images, url), url).toBe(true);
    }
    for (const url of ['/residentials', '/residentials?page=7', '/company', '/images/home/hero-desktop.webp?x=1', '/favicon.ico?1', '/api/shortlist?ids=1']) {
      expect(local(images, url), url).toBe(false);
    }
  });
});
