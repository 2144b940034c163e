export { loadAgentUrl } from './agentUrl.js'
export {
  createForgotPasswordStore,
  type ForgotPasswordState,
  type ForgotPasswordStep,
  smsResendSeconds,
} from './forgotPasswordStore.js'
export { createPasswordStore, type PasswordDraft, type PasswordState } from './passwordStore.js'
