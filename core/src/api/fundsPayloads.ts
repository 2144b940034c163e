import { Schema } from 'effect'
import { AmountField, CodeField, PasswordField } from './formFields.js'
import { paging } from './ListPage.js'
import { FactorProofFields } from './secondFactorEntities.js'
import { IdField, LeverField, SubaccountNumberField } from './tradingPayloads.js'

/** `/user/recharge/inMoney.do` (DECISIONS §10): amount and channel (1 rupees); data is the sandbox payment URL. */
export const RechargePayload = Schema.Struct({
  amt: AmountField,
  payChannel: Schema.optionalWith(CodeField(1), { default: () => 1 as const }),
  payType: Schema.optionalWith(Schema.String, { exact: true }),
})

/** `/user/recharge/list.do`: top-up records, optionally by channel and status. */
export const RechargeListPayload = Schema.Struct({
  payChannel: Schema.optionalWith(CodeField(0, 1), { exact: true }),
  orderStatus: Schema.optionalWith(CodeField(0, 1, 2, 3), { exact: true }),
  ...paging(),
})

/** `/user/withdraw/outMoney.do`: the amount, and the funding password when one is set (checked by the rule). */
export const WithdrawPayload = Schema.Struct({
  amt: AmountField,
  withPwd: Schema.optionalWith(PasswordField, { exact: true }),
  // The second factor, once the investor has one on (DECISIONS §28).
  ...FactorProofFields,
})

/** `/user/withdraw/list.do`: withdrawals, optionally by status. */
export const WithdrawListPayload = Schema.Struct({
  withStatus: Schema.optionalWith(CodeField(0, 1, 2, 3), { exact: true }),
  ...paging(),
})

/** `/user/withdraw/cancel.do`: cancel a withdrawal still under review. */
export const CancelWithdrawPayload = Schema.Struct({ withId: IdField })

/** `/user/transAmt.do` (reading A): 1 stock → index, 2 index → stock, 3 stock → futures, 4 futures → stock. */
export const TransferPayload = Schema.Struct({ amt: AmountField, type: CodeField(1, 2, 3, 4) })

/** `/user/cash/list.do`: the fund flow, 10 a page. */
export const FundFlowListPayload = Schema.Struct({ ...paging(10) })

/** `/user/funds/getUserApplyList.do`: 10 a page; `userId` is ignored (own account only). */
export const FinancingListPayload = Schema.Struct({
  userId: Schema.optionalWith(Schema.String, { exact: true }),
  ...paging(10),
})

/** `/user/funds/addFundsApply.do`: apply for financing product `typeId` with `margin` at `lever`. */
export const FinancingApplyPayload = Schema.Struct({ typeId: IdField, margin: AmountField, lever: LeverField })

/**
 * `/user/funds/fundsList.do`: the split positions of the caller's sub-accounts, 10 a page; `state` 0 open, 1 closed,
 * absent both; optionally one sub-account. `userId` is ignored (own account only).
 */
export const FinancingPositionListPayload = Schema.Struct({
  userId: Schema.optionalWith(Schema.String, { exact: true }),
  state: Schema.optionalWith(CodeField(0, 1), { exact: true }),
  subaccountNumber: Schema.optionalWith(SubaccountNumberField, { exact: true }),
  ...paging(10),
})
