import Link from 'next/link';
import type { Agent } from '@/lib/domain/types';
import { agentPath } from '@/lib/routes';
import { mailtoHref, telHref } from '@/lib/contact-links';
import { BuildingIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { AgentPhoto } from './agent-photo';
import styles from './agent-card.module.css';

/** An agent on the agents page: photo, name, role, contacts, dealer if any, and View Profile. */
export function AgentCard({ agent: a, priority = false }: { agent: Agent; priority?: boolean }) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <AgentPhoto
          url={a.photoUrl}
          name={a.name}
          sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 104px"
          className={styles.photo}
          priority={priority}
        />
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>{a.name}</h2>
        {a.position ? <p className={styles.position}>{a.position}</p> : null}
        {a.description ? <p className={styles.description}>{a.description}</p> : null}
        <ul className={styles.contacts}>
          {a.mobilePhone ? (
            <li>
              <PhoneIcon size={16} />
              <a href={telHref(a.mobilePhone)}>{a.mobilePhone}</a>
            </li>
          ) : null}
          {a.email ? (
            <li>
              <MailIcon size={16} />
              <a href={mailtoHref(a.email)}>{a.email}</a>
            </li>
          ) : null}
        </ul>
        {a.dealer ? (
          <div className={styles.dealer}>
            <p className={styles.dealerName}>
              <BuildingIcon size={16} />
              <span>{a.dealer.name || 'Dealer'}</span>
            </p>
            <ul className={styles.contacts}>
              {a.dealer.phone ? (
                <li>
                  <PhoneIcon size={16} />
                  <a href={telHref(a.dealer.phone)}>{a.dealer.phone}</a>
                </li>
              ) : null}
              {a.dealer.email ? (
                <li>
                  <MailIcon size={16} />
                  <a href={mailtoHref(a.dealer.email)}>{a.dealer.email}</a>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
        <Link href={agentPath(a.id)} className={styles.profile}>
          View Profile<span className="visually-hidden"> of {a.name}</span>
        </Link>
      </div>
    </article>
  );
}
