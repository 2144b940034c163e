export { loadAgentUrl } from './agentUrl.js'
export { createPasswordStore, type PasswordDraft, type PasswordState } from './passwordStore.js'
