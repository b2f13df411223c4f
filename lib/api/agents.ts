import type { Agent, AgentProperty } from '../domain/types';
import { readUnlessNotFound, request, statusSaysFailure } from './http';
import { agentImageUrl, propertyImageUrl } from './image-urls';
import {
  apiPaths,
  wireAgentInformationResponse,
  wireAgentsResponse,
  type WireAgent,
  type WireAgentProperty,
} from './wire';
import { env } from '../env';

const AGENTS_TAG = 'agents';
const paths = () => apiPaths(env().API_PRODUCT);

function toAgent(w: WireAgent): Agent {
  const dealer = w.dealerName || w.dealerPhone || w.dealerEmail;
  return {
    id: w.id,
    firstName: w.firstName,
    lastName: w.lastName,
    name: `${w.firstName} ${w.lastName}`.trim(),
    mobilePhone: w.mobilePhone,
    officePhone: w.officePhone,
    email: w.email,
    photoUrl: agentImageUrl(w.profilePicture),
    description: w.agentWebSiteDescription,
    position: w.agentWebSiteWorkingPosition,
    dealer: dealer ? { name: w.dealerName, phone: w.dealerPhone, email: w.dealerEmail } : undefined,
  };
}

function toAgentProperty(w: WireAgentProperty): AgentProperty {
  const price = w.prices[0];
  return {
    id: w.id,
    title: w.name,
    urlSlug: w.urlSlug ?? '',
    lettingType: price?.lettingType ?? 0,
    typeName: typeof w.type === 'string' ? w.type : (w.type?.name ?? ''),
    locationName: w.location?.name ?? '',
    address: w.address,
    bedrooms: w.bedrooms,
    bathrooms: w.bathrooms,
    price: price?.price ?? 0,
    priceDaily: price?.priceDaily ?? 0,
    priceYearly: price?.priceYearly ?? 0,
    priceOnRequest: w.isPriceOnRequest === 1,
    availableDate: (w.availableDate ?? '').slice(0, 10),
    imageUrl: propertyImageUrl(w.photos[0]?.imageUrl ?? ''),
  };
}

/**
 * The agents. An empty list or a statusCode other than 200 both come back as an empty list with
 * `ok` telling them apart (SPEC §8 shows different messages); a failed call rejects with ApiError.
 */
export async function getAgents(): Promise<{ ok: boolean; agents: Agent[] }> {
  const body = await request({ path: paths().agents, schema: wireAgentsResponse, cache: { tags: [AGENTS_TAG] } });
  if (statusSaysFailure(body.statusCode)) return { ok: false, agents: [] };
  return { ok: true, agents: (body.result?.data ?? []).map(toAgent) };
}

/** An agent and their properties; null when the backend knows no such agent. */
export async function getAgentInformation(
  agentId: number,
): Promise<{ agent: Agent; properties: AgentProperty[] } | null> {
  const body = await readUnlessNotFound({
    path: paths().agentInformation,
    query: { agentId },
    schema: wireAgentInformationResponse,
    cache: { tags: [AGENTS_TAG, `agent-${agentId}`] },
  });
  const data = body?.result?.data;
  if (!data?.agent) return null;
  return { agent: toAgent(data.agent), properties: data.properties.map(toAgentProperty) };
}
