import { AGENT_MESSAGES } from '@/lib/agent-messages';
import { NotFoundNotice } from '@/components/content/not-found-notice';

/** An unknown agent: a real 404 with the catalogue's message and a way back. */
export default function AgentNotFound() {
  return <NotFoundNotice title="Agent not found" message={AGENT_MESSAGES.notFound} backHref="/agents" backLabel="Back to Agents" />;
}
