import type { ApiClient } from '../apiClient.js'

/**
 * The online-service address (`/user/getAgentUrl`), or undefined when the broker has none: the /service screen
 * opens it in a frame, and a visit with none goes to /recharge (spec 001 §7).
 */
export const loadAgentUrl = async (client: ApiClient): Promise<string | undefined> => {
  const result = await client.call('/user/getAgentUrl', {})
  return result.ok && result.data.agentUrl ? result.data.agentUrl : undefined
}
