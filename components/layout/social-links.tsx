import type { SocialLink } from '@/lib/business';
import { FacebookIcon } from '@/components/ui/icons/facebook';
import { InstagramIcon } from '@/components/ui/icons/instagram';
import { LinkedInIcon } from '@/components/ui/icons/linkedin';
import { YouTubeIcon } from '@/components/ui/icons/youtube';
import styles from './social-links.module.css';

const ICONS = { Facebook: FacebookIcon, Instagram: InstagramIcon, LinkedIn: LinkedInIcon, YouTube: YouTubeIcon } as const;

/** The configured social profiles as round icon links; nothing when none is configured. */
export function SocialLinks({ links, tone = 'light' }: { links: SocialLink[]; tone?: 'light' | 'dark' }) {
  if (links.length === 0) return null;
  return (
    <ul className={`${styles.list} ${tone === 'dark' ? styles.dark : ''}`}>
      {links.map(({ network, url }) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <a href={url} rel="noopener noreferrer" target="_blank" className={styles.link}>
              <Icon size={20} />
              <span className="visually-hidden">{network} (opens in a new tab)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
