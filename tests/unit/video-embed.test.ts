import { describe, expect, it } from 'vitest';
import { safeVideoLink, videoEmbed } from '@/lib/video-embed';

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

  it('links only to web addresses', () => {
    expect(safeVideoLink('https://example.com/tour.mp4')).toBe('https://example.com/tour.mp4');
    expect(safeVideoLink('javascript:alert(1)')).toBeNull();
    expect(safeVideoLink('not a url')).toBeNull();
  });
});
