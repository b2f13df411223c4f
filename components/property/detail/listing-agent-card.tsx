import Link from 'next/link';
import type { AgentContact } from '@/lib/domain/types';
import { AVATAR_PLACEHOLDER } from '@/lib/image-fallbacks';
import { mailtoHref, telHref } from '@/lib/contact-links';
import { agentPath } from '@/lib/routes';
import { env } from '@/lib/env';
import { FallbackImage } from '@/components/ui/fallback-image';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import styles from './listing-agent-card.module.css';

/**
 * The agent of one listing, beside its details: a small photo (the default avatar when missing or
 * broken), name, phone and e-mail; the office when no agent is set. The agents page's card, with
 * the agent's description and dealer, is components/agent/agent-card.tsx.
 */
export function ListingAgentCard({ agent }: { agent?: AgentContact }) {
  const office = env();
  const name = agent?.name || office.BUSINESS_NAME;
  const phone = agent?.phone || office.BUSINESS_PHONE;
  const email = agent?.email || office.BUSINESS_EMAIL;
  return (
    <div className={styles.card}>
      <FallbackImage
        src={agent?.photoUrl || AVATAR_PLACEHOLDER}
        fallbacks={[AVATAR_PLACEHOLDER]}
        alt=""
        width={72}
        height={72}
        className={styles.photo}
      />
      <div className={styles.body}>
        <p className={styles.name}>
          {agent?.id ? <Link href={agentPath(agent.id)}>{name}</Link> : name}
        </p>
        <p className={styles.role}>{agent ? 'Real estate consultant' : 'Our office'}</p>
        <ul className={styles.contacts}>
          <li>
            <a href={telHref(phone)}>
              <PhoneIcon size={16} /> {phone}
            </a>
          </li>
          <li>
            <a href={mailtoHref(email)}>
              <MailIcon size={16} /> {email}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
