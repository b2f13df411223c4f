'use client';

import { useState, type ReactNode } from 'react';
import type { VideoEmbed } from '@/lib/video-embed';
import { Dialog } from '@/components/ui/dialog';
import { CalendarIcon, MailIcon, TagIcon, VideoIcon } from '@/components/ui/icons';
import { VideoPlayer } from './video-player';
import styles from './property-actions.module.css';

type Open = 'viewing' | 'contact' | 'video' | null;

export interface PropertyActionsProps {
  propertyId: number;
  propertyTitle: string;
  /** the embeddable player, when the video is on YouTube or Vimeo */
  video: VideoEmbed | null;
  /** the video's own address, when there is a video at all */
  videoLink: string | null;
  /** the agent card, rendered on the server */
  agent: ReactNode;
  /** the Contact Agent form, rendered on the server */
  contactForm?: ReactNode;
  /** the Request a Viewing form, rendered on the server */
  viewingForm?: ReactNode;
}

/**
 * The detail page's buttons: Request a Viewing, Contact Agent, Show Video (only with a video) and
 * Reference No (desktop; opens Contact Agent), with their dialogs. A form is mounted when its dialog
 * opens.
 */
export function PropertyActions({ propertyId, propertyTitle, video, videoLink, agent, contactForm, viewingForm }: PropertyActionsProps) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <>
      <div className={styles.actions}>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => setOpen('viewing')}>
          <CalendarIcon size={20} /> Request a Viewing
        </button>
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => setOpen('contact')}>
          <MailIcon size={20} /> Contact Agent
        </button>
        {video ? (
          <button type="button" className={`${styles.button} ${styles.ghost}`} onClick={() => setOpen('video')}>
            <VideoIcon size={20} /> Show Video
          </button>
        ) : videoLink ? (
          <a className={`${styles.button} ${styles.ghost}`} href={videoLink} target="_blank" rel="noopener noreferrer nofollow">
            <VideoIcon size={20} /> Show Video
          </a>
        ) : null}
        <button
          type="button"
          className={`${styles.button} ${styles.ghost} ${styles.reference}`}
          onClick={() => setOpen('contact')}
          aria-label={`Reference No ${propertyId}: ask the agent about this property`}
        >
          <TagIcon size={20} /> Reference No: {propertyId}
        </button>
      </div>

      <Dialog open={open === 'viewing'} onClose={close} title="Request a Viewing" description={propertyTitle}>
        <div className={styles.dialogBody}>
          {viewingForm}
          <div className={styles.agent}>{agent}</div>
        </div>
      </Dialog>
      <Dialog open={open === 'contact'} onClose={close} title="Contact Agent" description={propertyTitle}>
        <div className={styles.dialogBody}>
          {contactForm}
          <div className={styles.agent}>{agent}</div>
        </div>
      </Dialog>
      {video ? (
        <Dialog open={open === 'video'} onClose={close} title="Video tour" description={propertyTitle} size="lg">
          <VideoPlayer video={video} title={propertyTitle} autoPlay />
          <p className={styles.videoLink}>
            <a href={video.watchUrl} target="_blank" rel="noopener noreferrer nofollow">
              Open the video on {video.provider === 'youtube' ? 'YouTube' : 'Vimeo'}
            </a>
          </p>
        </Dialog>
      ) : null}
    </>
  );
}
