// The money screens in one lazy chunk: fewer chunk names in the entry's preload map (first-route budget).
export { FundingDetailsPage } from './FundingDetailsPage.js'
export { PayPage } from './PayPage.js'
export { RechargeListPage } from './RechargeListPage.js'
export { RechargePage } from './RechargePage.js'
export { TransferPage } from './TransferPage.js'
export { WalletPage } from './WalletPage.js'
export { WithdrawalRecordPage } from './WithdrawalRecordPage.js'
export { WithdrawPage } from './WithdrawPage.js'
