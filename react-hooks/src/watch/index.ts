export {
  createFiringNoticeStore,
  type FiringNotice,
  type FiringNoticeState,
} from './firingNoticeStore.js'
export {
  createPushStore,
  type PushDevice,
  type PushKeys,
  type PushPermission,
  type PushState,
  type PushStoreDeps,
  pushWishKey,
} from './pushStore.js'
export { useWatch } from './useWatch.js'
export {
  createWatchStore,
  type GttDraft,
  type GttLegDraft,
  gttLegsWire,
  type WatchAlert,
  type WatchGtt,
  type WatchState,
} from './watchStore.js'
