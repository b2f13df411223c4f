'use client';

import { useState } from 'react';
import type { VideoEmbed } from '@/lib/video-embed';
import { VideoIcon } from '@/components/ui/icons/video';
import styles from './video-player.module.css';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { fill } from '@/lib/i18n/format';

/**
 * What the players (YouTube's and Vimeo's embeds, lib/video-embed.ts) may do in their frame: run
 * their own scripts on their own origin (their player and its storage need both) and cast to a
 * screen; no forms, pop-ups, downloads or navigation of the page. Full screen comes from `allow`.
 */
export const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

/**
 * A video player that loads nothing from the video site until asked: a poster button first, the
 * player's iframe after a click (or at once with `autoPlay`, in the video dialog).
 */
export function VideoPlayer({
  video,
  title,
  texts,
  autoPlay = false,
}: {
  video: VideoEmbed;
  title: string;
  texts: Pick<Dictionary['detailActions'], 'playVideo' | 'videoTitle'>;
  autoPlay?: boolean;
}) {
  const [playing, setPlaying] = useState(autoPlay);
  if (!playing) {
    return (
      <button type="button" className={styles.poster} onClick={() => setPlaying(true)}>
        <span className={styles.play}>
          <VideoIcon size={28} />
        </span>
        <span>{texts.playVideo}</span>
      </button>
    );
  }
  const src = `${video.embedUrl}?autoplay=1`;
  return (
    <div className={styles.frame}>
      <iframe
        src={src}
        title={fill(texts.videoTitle, { title })}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox={PLAYER_SANDBOX}
      />
    </div>
  );
}
