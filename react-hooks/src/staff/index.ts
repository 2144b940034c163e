export {
  type AccountLookupState,
  type AccountTab,
  accountRefreshMs,
  accountTabs,
  createAccountLookupStore,
  type LookedUpAccount,
} from './accountLookupStore.js'
export { keepQueuesLive } from './liveQueues.js'
export {
  createReviewQueueStore,
  type DecisionPrompt,
  type QueueItem,
  type ReviewQueueState,
} from './reviewQueueStore.js'
export {
  type PromptField,
  type ReviewQueue,
  type ReviewQueueName,
  reviewQueueNames,
  reviewQueues,
} from './reviewQueues.js'
export {
  createStaffClient,
  type StaffClient,
  type StaffClientOptions,
  type StaffDataOf,
  type StaffFailure,
  type StaffPath,
  type StaffResult,
  type StaffWireOf,
} from './staffClient.js'
export { createUserSearchStore, type UserSearchHit, type UserSearchState } from './userSearchStore.js'
export { type StaffStore, useStaffStore } from './useStaffStore.js'
