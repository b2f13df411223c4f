import Link from '@/components/ui/link';
import type { Agent, AgentContact } from '@/lib/domain/types';
import { agentPath } from '@/lib/routes';
import { telHref } from '@/lib/contact-links';
import { env } from '@/lib/env';
import { BuildingIcon } from '@/components/ui/icons/building';
import { MailIcon } from '@/components/ui/icons/mail';
import { PhoneIcon } from '@/components/ui/icons/phone';
import { AgentPhoto } from './agent-photo';
import styles from './agent-card.module.css';
import { fill } from '@/lib/i18n/format';
import { backendLang } from '@/lib/i18n/locales';
import { pageLanguage } from '@/lib/i18n/server';
import { EmailLink } from '@/components/ui/email-link';

type AgentCardProps =
  /** the agents page: large photo, role, description, contacts, dealer if any, and View Profile */
  | { variant: 'directory'; agent: Agent; priority?: boolean }
  /** beside a listing's details: small round photo, the name linking to the profile, contacts; the office when the listing has no agent */
  | { variant: 'listing'; agent?: AgentContact };

/** A phone and an e-mail, each a link with its icon; what is missing is left out. */
function Contacts({ phone, email }: { phone?: string; email?: string }) {
  return (
    <ul className={styles.contacts}>
      {phone ? (
        <li>
          <PhoneIcon size={16} />
          <a href={telHref(phone)}>{phone}</a>
        </li>
      ) : null}
      {email ? (
        <li>
          <MailIcon size={16} />
          <EmailLink email={email} />
        </li>
      ) : null}
    </ul>
  );
}

/**
 * An agent's card, in the agents page's variant or a listing's, in the page's language; the agent's
 * own texts (position, description) are the backend's, marked as English on a page in another language.
 */
export async function AgentCard(props: AgentCardProps) {
  const { locale, t, href } = await pageLanguage();
  const w = t.agents;
  const englishLang = backendLang(locale);
  if (props.variant === 'listing') {
    const { agent } = props;
    const office = env();
    const name = agent?.name || office.BUSINESS_NAME;
    return (
      <div className={`${styles.card} ${styles.listing}`}>
        <div className={styles.media}>
          <AgentPhoto url={agent?.photoUrl ?? ''} name={name} sizes="72px" decorative className={styles.photo} />
        </div>
        <div className={styles.body}>
          <p className={styles.name}>{agent?.id ? <Link href={href(agentPath(agent.id))}>{name}</Link> : name}</p>
          <p className={styles.position}>{agent ? w.consultant : w.office}</p>
          <Contacts phone={agent?.phone || office.BUSINESS_PHONE} email={agent?.email || office.BUSINESS_EMAIL} />
        </div>
      </div>
    );
  }
  const { agent: a, priority = false } = props;
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
        {a.position ? (
          <p className={styles.position} lang={englishLang}>
            {a.position}
          </p>
        ) : null}
        {a.description ? (
          <p className={styles.description} lang={englishLang}>
            {a.description}
          </p>
        ) : null}
        <Contacts phone={a.mobilePhone} email={a.email} />
        {a.dealer ? (
          <div className={styles.dealer}>
            <p className={styles.dealerName}>
              <BuildingIcon size={16} />
              {a.dealer.name ? <span lang={englishLang}>{a.dealer.name}</span> : <span>{w.dealer}</span>}
            </p>
            <Contacts phone={a.dealer.phone} email={a.dealer.email} />
          </div>
        ) : null}
        <Link href={href(agentPath(a.id))} className={styles.profile}>
          {w.viewProfile}
          <span className="visually-hidden">{fill(w.profileOf, { name: a.name })}</span>
        </Link>
      </div>
    </article>
  );
}
