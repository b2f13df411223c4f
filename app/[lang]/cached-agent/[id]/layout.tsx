import { notFound } from 'next/navigation';
import { getAgentInformation } from '@/lib/api/agents';
import { parseAgentId } from '@/lib/params';

/**
 * Looks the agent up before anything is streamed, so an unknown agent is a real 404. A failed
 * call is left to the page, which says so.
 */
export default async function AgentLayout({ children, params }: { children: React.ReactNode; params: Promise<{ id: string }> }) {
  const id = parseAgentId((await params).id);
  if (id === null) notFound();
  let info: Awaited<ReturnType<typeof getAgentInformation>> | undefined;
  try {
    info = await getAgentInformation(id);
  } catch {
    return children;
  }
  if (info === null) notFound();
  return children;
}
