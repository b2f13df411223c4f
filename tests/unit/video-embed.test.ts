import { describe, expect, it } from 'vitest';
import { isEmbedAddress, safeVideoLink, videoEmbed } from '@/lib/video-embed';

describe('video embed', () => {
  it('embeds YouTube addresses without cookies, whatever their form', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(videoEmbed(url)).toEqual({
        provider: 'youtube',
        embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        watchUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      });
    }
  });

  it('embeds Vimeo addresses', () => {
    expect(videoEmbed('https://vimeo.com/123456789')).toEqual({
      provider: 'vimeo',
      embedUrl: 'https://player.vimeo.com/video/123456789',
      watchUrl: 'https://vimeo.com/123456789',
    });
  });

  it('embeds nothing else', () => {
    expect(videoEmbed('https://example.com/tour.mp4')).toBeNull();
    expect(videoEmbed('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(videoEmbed('javascript:alert(1)')).toBeNull();
    expect(videoEmbed('')).toBeNull();
  });

  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://youtube.com/embed/dQw4w9WgXcQ?autoplay=1',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://youtube-nocookie.com/embed/dQw4w9WgXcQ#t=5',
    'https://player.vimeo.com/video/123456789',
    'https://player.vimeo.com/video/123456789?h=abc',
  ])('%s is an embed address', (url) => {
    expect(isEmbedAddress(url)).toBe(true);
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://m.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ/extra',
    'https://www.youtube.com/embed/short',
    'https://www.youtube.com/embed/../../evil',
    'https://www.youtube.com/embed/%2e%2e/dQw4w9WgXcQ',
    'https://vimeo.com/123456789',
    'https://player.vimeo.com/video/123456789/x',
    'https://player.vimeo.com/123456789',
    'http://www.youtube.com/embed/dQw4w9WgXcQ',
    '//www.youtube.com/embed/dQw4w9WgXcQ',
    '/embed/dQw4w9WgXcQ',
    'https://user@www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com:8443/embed/dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'https://__proto__/embed/dQw4w9WgXcQ',
    'javascript:alert(1)//www.youtube.com/embed/dQw4w9WgXcQ',
    'data:text/html,<script>alert(1)</script>',
    '',
  ])('%s is not an embed address', (url) => {
    expect(isEmbedAddress(url)).toBe(false);
  });

  it('links only to web addresses', () => {
    expect(safeVideoLink('https://example.com/tour.mp4')).toBe('https://example.com/tour.mp4');
    expect(safeVideoLink('javascript:alert(1)')).toBeNull();
    expect(safeVideoLink('not a url')).toBeNull();
  });
});
