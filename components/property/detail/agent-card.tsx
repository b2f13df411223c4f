import Link from 'next/link';
import type { AgentContact } from '@/lib/domain/types';
import { AVATAR_PLACEHOLDER } from '@/lib/images';
import { agentPath } from '@/lib/routes';
import { env } from '@/lib/env';
import { FallbackImage } from '@/components/ui/fallback-image';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import styles from './agent-card.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The listing's agent: photo (default avatar when missing or broken), name, phone and e-mail; the office when no agent is set. */
export function AgentCard({ agent }: { agent?: AgentContact }) {
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
            <a href={`mailto:${email}`}>
              <MailIcon size={16} /> {email}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
