import type { ApiClient } from '../apiClient.js'

/**
 * The online-service address (`/user/getAgentUrl`), or undefined when the broker has none: the help desk at
 * /service offers it beside the investor's requests (DECISIONS §22; never a redirect to /recharge).
 */
export const loadAgentUrl = async (client: ApiClient): Promise<string | undefined> => {
  const result = await client.call('/user/getAgentUrl', {})
  return result.ok && result.data.agentUrl ? result.data.agentUrl : undefined
}
