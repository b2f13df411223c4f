import { NotFoundNotice } from '@/components/content/not-found-notice';
import { pageLanguage } from '@/lib/i18n/server';

/** An unknown agent: a real 404 with the catalogue's message and a way back. */
export default async function AgentNotFound() {
  const { t, href } = await pageLanguage();
  return <NotFoundNotice title={t.agents.notFoundTitle} message={t.agents.notFound} backHref={href('/agents')} backLabel={t.agents.back} />;
}
