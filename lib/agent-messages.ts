/** The agent pages' messages (SPEC §8, in English as ARCHITECTURE.md decides). */
export const AGENT_MESSAGES = {
  listEmptyTitle: 'No Agents Found',
  listEmptyText: 'There are currently no agents available.',
  listStatus: 'No agents found.',
  listFailed: 'An error occurred while loading agents.',
  notFound: 'No real estate agent found.',
  profileFailed: 'An error occurred while loading the real estate consultant information.',
  noPropertiesTitle: 'No property found',
  noPropertiesText: 'There are currently no properties listed.',
} as const;
