import type { MessageTable } from '../messages/Texts.js'

/** Texts of recharge, withdrawal, transfers, margin financing and the welfare benefit (spec 001 §5, §8). */
export const fundsMessages = {
  fundsAmountDecimals: {
    en: 'The amount may have at most 2 decimals',
    'zh-CN': '金额最多保留两位小数',
    'zh-TW': '金額最多保留兩位小數',
  },
  fundsReasonRequired: {
    en: 'Please give a reason',
    'zh-CN': '请填写原因',
    'zh-TW': '請填寫原因',
  },
  rechargeAmountRequired: {
    en: 'Please enter recharge amount',
    'zh-CN': '请输入充值金额',
    'zh-TW': '請輸入充值金額',
  },
  rechargeBelowMinimum: {
    en: 'The minimum recharge amount is {min}',
    'zh-CN': '最低充值金额为 {min}',
    'zh-TW': '最低充值金額為 {min}',
  },
  rechargeTooManyWaiting: {
    en: 'You already have {max} unpaid recharge orders; pay them or wait until they expire',
    'zh-CN': '您已有 {max} 笔未支付的充值订单，请先支付或等待其过期',
    'zh-TW': '您已有 {max} 筆未支付的充值訂單，請先支付或等待其過期',
  },
  rechargeClosed: {
    en: 'This recharge order is already closed',
    'zh-CN': '该充值订单已结束',
    'zh-TW': '該充值訂單已結束',
  },
  rechargeExpired: {
    en: 'This recharge order has expired',
    'zh-CN': '该充值订单已过期',
    'zh-TW': '該充值訂單已過期',
  },
  rechargeStillPayable: {
    en: 'This recharge order can still be paid',
    'zh-CN': '该充值订单仍可支付',
    'zh-TW': '該充值訂單仍可支付',
  },
  withdrawalAuthenticateFirst: {
    en: 'Please authenticate first',
    'zh-CN': '请先进行实名认证',
    'zh-TW': '請先進行實名認證',
  },
  withdrawalBindBankCard: {
    en: 'Please bind the bank card first',
    'zh-CN': '请先绑定银行卡',
    'zh-TW': '請先綁定銀行卡',
  },
  withdrawalFundingPasswordWrong: {
    en: 'The funding password is incorrect',
    'zh-CN': '资金密码错误',
    'zh-TW': '資金密碼錯誤',
  },
  withdrawalAmountRequired: {
    en: 'Please enter Withdrawal amount',
    'zh-CN': '请输入提现金额',
    'zh-TW': '請輸入提現金額',
  },
  withdrawalAmountNotPositive: {
    en: 'Please Enter the correct cash withdrawal',
    'zh-CN': '请输入正确的提现金额',
    'zh-TW': '請輸入正確的提現金額',
  },
  withdrawalBelowMinimum: {
    en: 'cash Withdrawal must not be less than {min}',
    'zh-CN': '提现金额不能少于 {min}',
    'zh-TW': '提現金額不能少於 {min}',
  },
  withdrawalFeeExceedsAmount: {
    en: 'The withdrawal amount must be greater than the fee of {fee}',
    'zh-CN': '提现金额必须大于手续费 {fee}',
    'zh-TW': '提現金額必須大於手續費 {fee}',
  },
  withdrawalOutsideHours: {
    en: 'Withdrawals are accepted on trading days from {begin} to {end}',
    'zh-CN': '提现时间为交易日 {begin} 至 {end}',
    'zh-TW': '提現時間為交易日 {begin} 至 {end}',
  },
  withdrawalBalanceNotPositive: {
    en: 'Your available balance is not positive; withdrawals are suspended until it is',
    'zh-CN': '可用余额不为正，暂停提现',
    'zh-TW': '可用餘額不為正，暫停提現',
  },
  withdrawalInsufficient: {
    en: 'The amount exceeds your available balance of {available}',
    'zh-CN': '提现金额超过可用余额 {available}',
    'zh-TW': '提現金額超過可用餘額 {available}',
  },
  withdrawalNotUnderReview: {
    en: 'Only a withdrawal under review can be changed',
    'zh-CN': '只有审核中的提现可以变更',
    'zh-TW': '只有審核中的提現可以變更',
  },
  withdrawalApplied: {
    en: 'Apply for successes, please wait for review!',
    'zh-CN': '申请成功，请等待审核！',
    'zh-TW': '申請成功，請等待審核！',
  },
  transferAmountRequired: {
    en: 'Please enter the transfer amount',
    'zh-CN': '请输入划转金额',
    'zh-TW': '請輸入劃轉金額',
  },
  transferUnavailable: {
    en: 'This transfer is not available',
    'zh-CN': '该划转暂不可用',
    'zh-TW': '該劃轉暫不可用',
  },
  transferBalanceNotPositive: {
    en: 'The source account balance is not positive; transfers out are suspended until it is',
    'zh-CN': '转出账户余额不为正，暂停转出',
    'zh-TW': '轉出賬戶餘額不為正，暫停轉出',
  },
  transferInsufficient: {
    en: 'The amount exceeds the transferable balance of {available}',
    'zh-CN': '划转金额超过可划转余额 {available}',
    'zh-TW': '劃轉金額超過可劃轉餘額 {available}',
  },
  financingStatusRefused: {
    en: 'This financing application cannot change from its current state',
    'zh-CN': '该配资申请的当前状态不允许此操作',
    'zh-TW': '該配資申請的當前狀態不允許此操作',
  },
  welfareCodeRequired: {
    en: 'Please enter the application code',
    'zh-CN': '请输入申请码',
    'zh-TW': '請輸入申請碼',
  },
  welfareAlreadyApplied: {
    en: 'Each account can apply for the welfare benefit only once',
    'zh-CN': '每个账户只能申请一次福利',
    'zh-TW': '每個賬戶只能申請一次福利',
  },
  welfareAlreadyReviewed: {
    en: 'This welfare application has already been reviewed',
    'zh-CN': '该福利申请已审核',
    'zh-TW': '該福利申請已審核',
  },
  rechargeOrderCreated: {
    en: 'Order created, please complete the payment',
    'zh-CN': '订单已创建，请完成支付',
    'zh-TW': '訂單已創建，請完成支付',
  },
  rechargeReferenceRequired: {
    en: 'Please give the bank reference',
    'zh-CN': '请填写银行流水号',
    'zh-TW': '請填寫銀行流水號',
  },
  rechargeUnknown: {
    en: 'Recharge order {orderSn} was not found',
    'zh-CN': '未找到充值订单 {orderSn}',
    'zh-TW': '未找到充值訂單 {orderSn}',
  },
  paymentNotificationInvalid: {
    en: 'The payment notification is not valid',
    'zh-CN': '支付通知无效',
    'zh-TW': '支付通知無效',
  },
  paymentNotificationStale: {
    en: 'The payment notification is too old',
    'zh-CN': '支付通知已过期',
    'zh-TW': '支付通知已過期',
  },
  paymentSandboxPaid: {
    en: 'Payment received: the amount is now in your stock account',
    'zh-CN': '支付成功：金额已存入您的股票账户',
    'zh-TW': '支付成功：金額已存入您的股票賬戶',
  },
  paymentSandboxFailed: {
    en: 'The payment failed; nothing was charged',
    'zh-CN': '支付失败，未扣款',
    'zh-TW': '支付失敗，未扣款',
  },
  paymentSandboxCancelled: {
    en: 'This order was not paid in time and has been cancelled',
    'zh-CN': '该订单未按时支付，已取消',
    'zh-TW': '該訂單未按時支付，已取消',
  },
  transferSuccessful: {
    en: 'Transfer successful',
    'zh-CN': '划转成功',
    'zh-TW': '劃轉成功',
  },
  withdrawalCancelledOk: {
    en: 'Cancellation successful',
    'zh-CN': '撤销成功',
    'zh-TW': '撤銷成功',
  },
  withdrawalUnknown: {
    en: 'Withdrawal {id} was not found',
    'zh-CN': '未找到提现记录 {id}',
    'zh-TW': '未找到提現記錄 {id}',
  },
  flowDeposit: { en: 'Recharge', 'zh-CN': '充值', 'zh-TW': '充值' },
  flowWithdrawal: { en: 'Withdrawal', 'zh-CN': '提现', 'zh-TW': '提現' },
  flowWithdrawalFee: { en: 'Withdrawal fee', 'zh-CN': '提现手续费', 'zh-TW': '提現手續費' },
  flowWithdrawalRefund: { en: 'Withdrawal refund', 'zh-CN': '提现退回', 'zh-TW': '提現退回' },
  flowWithdrawalFeeRefund: { en: 'Withdrawal fee refund', 'zh-CN': '提现手续费退回', 'zh-TW': '提現手續費退回' },
  flowTransferOut: { en: 'Transfer out', 'zh-CN': '资金转出', 'zh-TW': '資金轉出' },
  flowTransferIn: { en: 'Transfer in', 'zh-CN': '资金转入', 'zh-TW': '資金轉入' },
  flowMarginFrozen: { en: 'Margin frozen', 'zh-CN': '冻结保证金', 'zh-TW': '凍結保證金' },
  flowMarginReleased: { en: 'Margin released', 'zh-CN': '释放保证金', 'zh-TW': '釋放保證金' },
  flowReservationFrozen: { en: 'Pending order funds frozen', 'zh-CN': '挂单资金冻结', 'zh-TW': '掛單資金凍結' },
  flowReservationReleased: { en: 'Pending order funds released', 'zh-CN': '挂单资金释放', 'zh-TW': '掛單資金釋放' },
  flowBuyFee: { en: 'Buy fee', 'zh-CN': '买入手续费', 'zh-TW': '買入手續費' },
  flowStampDuty: { en: 'Stamp duty', 'zh-CN': '印花税', 'zh-TW': '印花稅' },
  flowSpread: { en: 'Spread', 'zh-CN': '点差费', 'zh-TW': '點差費' },
  flowSellFee: { en: 'Sell fee', 'zh-CN': '卖出手续费', 'zh-TW': '賣出手續費' },
  flowStayFee: { en: 'Overnight fee', 'zh-CN': '递延费', 'zh-TW': '遞延費' },
  flowContractFee: { en: 'Contract fee', 'zh-CN': '合约手续费', 'zh-TW': '合約手續費' },
  flowProfitAndLoss: { en: 'Profit and loss', 'zh-CN': '盈亏', 'zh-TW': '盈虧' },
  flowIpoFrozen: { en: 'New share payment frozen', 'zh-CN': '新股认缴冻结', 'zh-TW': '新股認繳凍結' },
  flowIpoReleased: { en: 'New share funds released', 'zh-CN': '新股资金释放', 'zh-TW': '新股資金釋放' },
  flowAdjustment: { en: 'Balance adjustment', 'zh-CN': '余额调整', 'zh-TW': '餘額調整' },
  flowBonus: { en: 'Welfare bonus', 'zh-CN': '福利奖励', 'zh-TW': '福利獎勵' },
} as const satisfies MessageTable
