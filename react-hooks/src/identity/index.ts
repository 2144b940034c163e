export { type BankCardState, type BankField, type BankInfo, bankChoices, createBankCardStore } from './bankCardStore.js'
export {
  createKycStore,
  type ImageSlot,
  type ImageUpload,
  type KycField,
  type KycState,
  type PickedImage,
} from './kycStore.js'
