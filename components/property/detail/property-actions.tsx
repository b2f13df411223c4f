import type { ReactNode } from 'react';
import type { VideoEmbed } from '@/lib/video-embed';
import { Dialog, DialogButton } from '@/components/ui/dialog';
import { Island } from '@/components/ui/island';
import { CalendarIcon } from '@/components/ui/icons/calendar';
import { MailIcon } from '@/components/ui/icons/mail';
import { TagIcon } from '@/components/ui/icons/tag';
import { VideoIcon } from '@/components/ui/icons/video';
import { VideoPlayer } from './video-player';
import styles from './property-actions.module.css';
import { fill } from '@/lib/i18n/format';
import { pageLanguage } from '@/lib/i18n/server';

export interface PropertyActionsProps {
  propertyId: number;
  propertyTitle: string;
  /** the embeddable player, when the video is on YouTube or Vimeo */
  video: VideoEmbed | null;
  /** the video's own address, when there is a video at all */
  videoLink: string | null;
  /** the agent card */
  agent: ReactNode;
  /** the Contact Agent form */
  contactForm: ReactNode;
  /** the Request a Viewing form */
  viewingForm: ReactNode;
}

const VIEWING = 'viewing-dialog';
const CONTACT = 'contact-dialog';
const VIDEO = 'video-dialog';

/** Where the forms need scripts that did not run: the agent card below still has the phone and e-mail. */
function FormNeedsScripts({ text }: { text: string }) {
  return (
    <noscript>
      <p className={styles.noscript}>{text}</p>
    </noscript>
  );
}

/**
 * The detail page's buttons: Request a Viewing, Contact Agent, Show Video (only with a video) and
 * Reference No (desktop; opens Contact Agent), with their dialogs. Plain HTML: each button opens its
 * dialog before any script has run (components/ui/dialog.tsx); a form or the player is mounted while
 * its dialog is open, and the agent card is part of the page. The buttons and the dialogs are
 * islands of their own: a tap on a button while the page hydrates waits for the buttons alone.
 */
export async function PropertyActions({ propertyId, propertyTitle, video, videoLink, agent, contactForm, viewingForm }: PropertyActionsProps) {
  const agentCard = <div className={styles.agent}>{agent}</div>;
  const w = (await pageLanguage()).t.detailActions;
  const noScripts = <FormNeedsScripts text={w.formNeedsScripts} />;
  return (
    <>
      {/* the dialogs come first in the HTML: a button shown while the page streams in always finds its dialog */}
      <Island>
        <Dialog id={VIEWING} title={w.viewing} closeLabel={w.close} description={propertyTitle} whileOpen={viewingForm}>
          {noScripts}
          {agentCard}
        </Dialog>
        <Dialog id={CONTACT} title={w.contact} closeLabel={w.close} description={propertyTitle} whileOpen={contactForm}>
          {noScripts}
          {agentCard}
        </Dialog>
        {video ? (
          <Dialog
            id={VIDEO}
            title={w.videoTour}
            closeLabel={w.close}
            description={propertyTitle}
            size="lg"
            whileOpen={<VideoPlayer video={video} title={propertyTitle} texts={{ playVideo: w.playVideo, videoTitle: w.videoTitle }} autoPlay />}
          >
            <p className={styles.videoLink}>
              <a href={video.watchUrl} target="_blank" rel="noopener noreferrer nofollow" autoFocus>
                {fill(w.openVideo, { provider: video.provider === 'youtube' ? 'YouTube' : 'Vimeo' })}
              </a>
            </p>
          </Dialog>
        ) : null}
      </Island>

      <Island>
        <div className={styles.actions}>
          <DialogButton dialog={VIEWING} className={`${styles.button} ${styles.primary}`}>
            <CalendarIcon size={20} /> {w.viewing}
          </DialogButton>
          <DialogButton dialog={CONTACT} className={`${styles.button} ${styles.secondary}`}>
            <MailIcon size={20} /> {w.contact}
          </DialogButton>
          {video ? (
            <DialogButton dialog={VIDEO} className={`${styles.button} ${styles.ghost}`}>
              <VideoIcon size={20} /> {w.showVideo}
            </DialogButton>
          ) : videoLink ? (
            <a className={`${styles.button} ${styles.ghost}`} href={videoLink} target="_blank" rel="noopener noreferrer nofollow">
              <VideoIcon size={20} /> {w.showVideo}
            </a>
          ) : null}
          <DialogButton
            dialog={CONTACT}
            className={`${styles.button} ${styles.ghost} ${styles.reference}`}
            aria-label={fill(w.referenceLabel, { id: propertyId })}
          >
            <TagIcon size={20} /> {fill(w.reference, { id: propertyId })}
          </DialogButton>
        </div>
      </Island>
    </>
  );
}
