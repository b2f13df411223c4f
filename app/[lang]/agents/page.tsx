import type { Metadata } from 'next';
import { cache } from 'react';
import { getAgents } from '@/lib/api/agents';
import type { Agent } from '@/lib/domain/types';
import { PageIntro } from '@/components/content/page-intro';
import { StatusMessage } from '@/components/content/status-message';
import { CtaBand } from '@/components/content/cta-band';
import { AgentCard } from '@/components/agent/agent-card';
import styles from './agents.module.css';
import { pageLanguage } from '@/lib/i18n/server';
import { sitePageMetadata } from '@/lib/i18n/metadata';

/** Made once for every visitor and made again after the data cache's life (lib/cached-routes.ts). */
export const revalidate = 300;
export { madeOnFirstRequest as generateStaticParams } from '@/lib/cached-routes';

type Load = { state: 'ok'; agents: Agent[] } | { state: 'status' } | { state: 'failed' };

/** The agents, asked once per request by the page and its metadata. */
const load = cache(async (): Promise<Load> => {
  try {
    const { ok, agents } = await getAgents();
    return ok ? { state: 'ok', agents } : { state: 'status' };
  } catch {
    return { state: 'failed' };
  }
});

export async function generateMetadata(): Promise<Metadata> {
  const { state } = await load();
  const { locale, t } = await pageLanguage();
  return {
    ...sitePageMetadata(locale, t.pages.agents, '/agents'),
    // a failed or refused call is never indexed in place of the list
    ...(state === 'ok' ? {} : { robots: { index: false, follow: true } }),
  };
}

export default async function AgentsPage() {
  const result = await load();
  const { t, href } = await pageLanguage();
  return (
    <>
      <PageIntro crumbs={[{ label: t.nav.agents }]} path="/agents" title={t.intro.agents.title} lead={t.intro.agents.lead} />
      <div className="container">
        {result.state === 'failed' ? (
          <StatusMessage tone="error" title={t.agents.listFailed} />
        ) : result.state === 'status' ? (
          <StatusMessage tone="empty" title={t.agents.listStatus} />
        ) : result.agents.length === 0 ? (
          <StatusMessage tone="empty" title={t.agents.listEmptyTitle}>
            {t.agents.listEmptyText}
          </StatusMessage>
        ) : (
          <ul className={styles.grid} aria-label={t.agents.list}>
            {result.agents.map((a, i) => (
              <li key={a.id}>
                <AgentCard variant="directory" agent={a} priority={i === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <CtaBand title={t.agents.ctaTitle} text={t.agents.ctaText} href={href('/contact')} label={t.nav.contact} />
    </>
  );
}
