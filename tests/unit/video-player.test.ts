/** The property video player's frame (components/property/detail/video-player.tsx), rendered as the server renders it. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PLAYER_SANDBOX, VideoPlayer } from '@/components/property/detail/video-player';
import { en } from '@/lib/i18n/dictionaries/en';
import { videoEmbed } from '@/lib/video-embed';

describe('VideoPlayer', () => {
  it.each(['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/123456789'])('plays %s in a sandboxed frame: scripts on its own origin, nothing more', (url) => {
    const video = videoEmbed(url);
    if (!video) throw new Error(`no player for ${url}`);
    const html = renderToStaticMarkup(createElement(VideoPlayer, { video, title: 'Sliema flat', texts: en.detailActions, autoPlay: true }));
    const sandbox = /<iframe[^>]*\ssandbox="([^"]*)"/.exec(html)?.[1];
    expect(sandbox).toBe(PLAYER_SANDBOX);
    expect(new Set(sandbox?.split(' '))).toEqual(new Set(['allow-scripts', 'allow-same-origin', 'allow-presentation']));
    expect(html).toContain(`src="${video.embedUrl}?autoplay=1"`);
    expect(html).toContain('title="Video tour: Sliema flat"');
  });
});
