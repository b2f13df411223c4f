import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound, redirect } from 'next/navigation';
import { getAgentInformation } from '@/lib/api/agents';
import type { Agent, AgentProperty } from '@/lib/domain/types';
import { env } from '@/lib/env';
import { parseAgentId } from '@/lib/params';
import { pageAddress, parsePageSegment } from '@/lib/pagination';
import { pageSlice } from '@/lib/page-slice';
import { LIMITS } from '@/lib/api/wire-constants';
import { agentPath } from '@/lib/routes';
import { mailtoHref, telHref } from '@/lib/contact-links';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { ArrowLeftIcon } from '@/components/ui/icons/arrow-left';
import { MailIcon } from '@/components/ui/icons/mail';
import { PhoneIcon } from '@/components/ui/icons/phone';
import { JsonLd } from '@/components/seo/json-ld';
import { PropertyCard } from '@/components/property/property-card';
import { cardTextsOf } from '@/lib/i18n/card-texts';
import { pageLanguage } from '@/lib/i18n/server';
import { StatusMessage } from '@/components/content/status-message';
import { AgentPhoto } from '@/components/agent/agent-photo';
import styles from './agent.module.css';
import { pageAlternates, siteOpenGraph } from '@/lib/i18n/metadata';
import { fill } from '@/lib/i18n/format';
import { backendLang } from '@/lib/i18n/locales';
import { EmailLink } from '@/components/ui/email-link';

/** Made once for every visitor and made again after the data cache's life (lib/cached-routes.ts). */
export const revalidate = 300;
export { madeOnFirstRequest as generateStaticParams } from '@/lib/cached-routes';

type Props = { params: Promise<{ id: string; page: string }> };

/*
 * An agent's profile, /agent/{id} and /agent/{id}?page=N (the pages of their properties):
 * middleware.ts rewrites them here with the page number as the last segment (lib/cached-routes.ts,
 * cachedPagedPath) and answers a direct visit here with the 404. The layout answers an unknown id.
 */

type Load = { state: 'ok'; agent: Agent; properties: AgentProperty[] } | { state: 'failed' };

async function load(id: number): Promise<Load | null> {
  try {
    const info = await getAgentInformation(id);
    return info ? { state: 'ok', ...info } : null;
  } catch {
    return { state: 'failed' };
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const asked = await params;
  const id = parseAgentId(asked.id);
  const page = parsePageSegment(asked.page) ?? 1;
  const result = id === null ? null : await load(id);
  const { locale, t } = await pageLanguage();
  if (result?.state !== 'ok') return { title: t.agents.metaTitleUnknown, robots: { index: false } };
  const { agent, properties } = result;
  const count = fill(properties.length === 1 ? t.listing.propertyOne : t.listing.propertyMany, { count: properties.length });
  const title = fill(t.agents.metaTitle, { name: agent.name });
  const description = fill(t.agents.metaDescription, { name: agent.name, count, firstName: agent.firstName || agent.name });
  return {
    // a number past the last page is never shown: the page moves it to the last one
    title: page > 1 ? fill(t.listing.titlePage, { title, page }) : title,
    description,
    alternates: pageAlternates(locale, pageAddress(agentPath(agent.id), page)),
    // shared, the page shows the agent's portrait (a small card: a portrait, not a landscape), or the site's picture
    openGraph: {
      ...siteOpenGraph(locale, t),
      type: 'profile',
      title,
      description,
      ...(agent.firstName ? { firstName: agent.firstName } : {}),
      ...(agent.lastName ? { lastName: agent.lastName } : {}),
      ...(agent.photoUrl ? { images: [{ url: agent.photoUrl, alt: agent.name }] } : {}),
    },
    twitter: { card: agent.photoUrl ? 'summary' : 'summary_large_image', title, description },
  };
}

export default async function AgentPage({ params }: Props) {
  const asked = await params;
  const id = parseAgentId(asked.id);
  const { locale, t, href } = await pageLanguage();
  const cardTexts = cardTextsOf(locale, t);
  const requested = parsePageSegment(asked.page);
  if (id === null || requested === null) notFound();
  const result = await load(id);
  if (result === null) notFound();
  const path = href(agentPath(id));

  if (result.state === 'failed') {
    return (
      <div className="container">
        <Breadcrumbs items={[{ label: t.nav.home, href: href('/') }, { label: t.nav.agents, href: href('/agents') }, { label: t.agents.agent }]} currentPath={path} />
        <h1 className="visually-hidden">{t.agents.consultant}</h1>
        <StatusMessage tone="error" title={t.agents.error} action={<BackToAgents href={href('/agents')} label={t.agents.back} />}>
          {t.agents.profileFailed}
        </StatusMessage>
      </div>
    );
  }

  const { agent, properties } = result;
  const shown = pageSlice(properties, requested, LIMITS.pageSize);
  // a number past the last page: the last page's address (a redirect, which the cache never keeps)
  if (shown.page !== requested) redirect(pageAddress(path, shown.page));
  const site = env().SITE_URL;
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: t.nav.home, href: href('/') }, { label: t.nav.agents, href: href('/agents') }, { label: agent.name }]} currentPath={path} />
      <section className={styles.profile} aria-labelledby="agent-name">
        <div className={styles.photo}>
          <AgentPhoto url={agent.photoUrl} name={agent.name} sizes="(min-width: 768px) 240px, 160px" className={styles.image} priority />
        </div>
        <div className={styles.info}>
          <p className={styles.role}>{t.agents.consultant}</p>
          <h1 id="agent-name" className={styles.name}>
            {agent.name}
          </h1>
          {agent.description ? (
            <p className={styles.description} lang={backendLang(locale)}>
              {agent.description}
            </p>
          ) : null}
          <dl className={styles.contacts}>
            {agent.mobilePhone ? (
              <div>
                <dt>{t.agents.phone}</dt>
                <dd>
                  <a href={telHref(agent.mobilePhone)}>{agent.mobilePhone}</a>
                </dd>
              </div>
            ) : null}
            {agent.email ? (
              <div>
                <dt>{t.agents.email}</dt>
                <dd>
                  <EmailLink email={agent.email} />
                </dd>
              </div>
            ) : null}
            {agent.officePhone ? (
              <div>
                <dt>{t.agents.officePhone}</dt>
                <dd>
                  <a href={telHref(agent.officePhone)}>{agent.officePhone}</a>
                </dd>
              </div>
            ) : null}
          </dl>
          <div className={styles.actions}>
            {agent.mobilePhone ? (
              <a href={telHref(agent.mobilePhone)} className={styles.primary}>
                <PhoneIcon size={18} /> {t.agents.call}
              </a>
            ) : null}
            {agent.email ? (
              <a href={mailtoHref(agent.email)} className={styles.secondary}>
                <MailIcon size={18} /> {t.agents.email}
              </a>
            ) : null}
          </div>
          <BackToAgents href={href('/agents')} label={t.agents.back} />
        </div>
      </section>

      <section className={styles.listings} aria-labelledby="agent-properties">
        <h2 id="agent-properties" className={styles.heading}>
          {fill(t.agents.propertiesBy, { name: agent.firstName || agent.name })}{' '}
          <span className={styles.count}>
            {fill(properties.length === 1 ? t.listing.propertyOne : t.listing.propertyMany, { count: properties.length })}
          </span>
        </h2>
        {properties.length === 0 ? (
          <StatusMessage tone="empty" title={t.agents.noPropertiesTitle}>
            {t.agents.noPropertiesText}
          </StatusMessage>
        ) : (
          <>
            <ul className={styles.grid}>
              {shown.items.map((p) => (
                <li key={`${p.id}-${p.lettingType}`}>
                  <PropertyCard property={p} texts={cardTexts} />
                </li>
              ))}
            </ul>
            <Pagination
              page={shown.page}
              pageCount={shown.pageCount}
              hrefFor={(n) => pageAddress(path, n)}
              label={fill(t.agents.propertiesPages, { name: agent.name })}
            />
          </>
        )}
      </section>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: agent.name,
          jobTitle: 'Real estate consultant',
          url: `${site}${path}`,
          ...(agent.mobilePhone ? { telephone: agent.mobilePhone } : {}),
          ...(agent.email ? { email: agent.email } : {}),
          ...(agent.photoUrl ? { image: agent.photoUrl } : {}),
          worksFor: { '@id': `${site}/#business` },
        }}
      />
    </div>
  );
}

function BackToAgents({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className={styles.back}>
      <ArrowLeftIcon size={18} /> {label}
    </Link>
  );
}
