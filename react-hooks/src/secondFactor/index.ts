export { type FactorFields, factorFieldsFor, guardedFields, loadFactorMethod } from './factorProof.js'
export type { PasskeyDevice } from './PasskeyDevice.js'
export { createSecondFactorStore, type FactorStatus, type SecondFactorState } from './secondFactorStore.js'
