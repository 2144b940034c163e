import type { MessageTable } from '../messages/Texts.js'

/** Texts of new-share (IPO), strong-buy and block-trade refusals; spec wording where the spec gives one. */
export const ipoMessages = {
  subscriptionSuccessful: {
    en: 'Subscription successful',
    'zh-CN': '申购成功',
    'zh-TW': '申購成功',
  },
  ipoPaymentSuccessful: {
    en: 'Payment successful',
    'zh-CN': '缴款成功',
    'zh-TW': '繳款成功',
  },
  ipoCodeAlreadyTrades: {
    en: '{code} already trades: a new share is offered only for a code not yet listed',
    'zh-CN': '{code} 已上市交易：新股只能以尚未上市的代码发行',
    'zh-TW': '{code} 已上市交易：新股只能以尚未上市的代碼發行',
  },
  ipoListingUnknown: {
    en: 'No such new share',
    'zh-CN': '该新股不存在',
    'zh-TW': '該新股不存在',
  },
  ipoAlreadyApplied: {
    en: 'You have already subscribed to this new share',
    'zh-CN': '您已申购过该新股',
    'zh-TW': '您已申購過該新股',
  },
  ipoApplicationUnknown: {
    en: 'No such subscription',
    'zh-CN': '该申购记录不存在',
    'zh-TW': '該申購記錄不存在',
  },
  blockTradeProductUnknown: {
    en: 'No such block-trade product',
    'zh-CN': '该大宗交易产品不存在',
    'zh-TW': '該大宗交易產品不存在',
  },
  strongBuyStockUnknown: {
    en: 'No such stock',
    'zh-CN': '该股票不存在',
    'zh-TW': '該股票不存在',
  },
  ipoQuantityRequired: {
    en: 'Please enter the subscription quantity',
    'zh-CN': '请输入申购数量',
    'zh-TW': '請輸入申購數量',
  },
  ipoQuantityAtLeastOne: {
    en: 'The subscription quantity must be at least 1',
    'zh-CN': '申购数量至少为1',
    'zh-TW': '申購數量至少為1',
  },
  ipoQuantityAboveMax: {
    en: 'The subscription quantity must not exceed {max}',
    'zh-CN': '申购数量不能超过 {max}',
    'zh-TW': '申購數量不能超過 {max}',
  },
  ipoQuantityBelowMin: {
    en: 'The Buy number must be greater than the Min Quantity',
    'zh-CN': '申购数量不能少于最小申购数量',
    'zh-TW': '申購數量不能少於最小申購數量',
  },
  ipoQuantityWholeHands: {
    en: 'The subscription quantity must be a whole number of hands (100 shares)',
    'zh-CN': '申购数量必须为整手（100股）',
    'zh-TW': '申購數量必須為整手（100股）',
  },
  ipoApplicationClosed: {
    en: 'The subscription period has ended',
    'zh-CN': '申购已截止',
    'zh-TW': '申購已截止',
  },
  ipoInsufficientFunds: {
    en: 'Insufficient available funds',
    'zh-CN': '可用资金不足',
    'zh-TW': '可用資金不足',
  },
  ipoLotteryTooEarly: {
    en: 'The allotment lottery runs only after the application deadline',
    'zh-CN': '申购截止后才能抽签',
    'zh-TW': '申購截止後才能抽籤',
  },
  ipoNotAwaitingPayment: {
    en: 'This subscription is not awaiting payment',
    'zh-CN': '该申购不在待缴款状态',
    'zh-TW': '該申購不在待繳款狀態',
  },
  ipoPaymentClosed: {
    en: 'The payment deadline has passed',
    'zh-CN': '缴款已截止',
    'zh-TW': '繳款已截止',
  },
  ipoPaymentStillOpen: {
    en: 'The payment deadline has not passed yet',
    'zh-CN': '缴款尚未截止',
    'zh-TW': '繳款尚未截止',
  },
  ipoNotPaid: {
    en: 'This subscription has not been paid',
    'zh-CN': '该申购尚未缴款',
    'zh-TW': '該申購尚未繳款',
  },
  ipoNotListedYet: {
    en: 'The new share is not listed yet',
    'zh-CN': '新股尚未上市',
    'zh-TW': '新股尚未上市',
  },
  strongBuyNotAtLimitUp: {
    en: 'Strong-buy is only open for stocks at limit-up',
    'zh-CN': '仅涨停股票可抢筹',
    'zh-TW': '僅漲停股票可搶籌',
  },
  strongBuyQuantityInvalid: {
    en: 'Please enter a whole number of hands',
    'zh-CN': '请输入整手数量',
    'zh-TW': '請輸入整手數量',
  },
  blockTradeQuantityInvalid: {
    en: 'The block-trade quantity must be a whole number of hands',
    'zh-CN': '大宗交易数量必须为整手',
    'zh-TW': '大宗交易數量必須為整手',
  },
  blockTradeBelowMin: {
    en: 'The block-trade quantity must be at least {min} shares',
    'zh-CN': '大宗交易数量不能少于 {min} 股',
    'zh-TW': '大宗交易數量不能少於 {min} 股',
  },
  blockTradePriceUnknown: {
    en: 'The price of this product is not available',
    'zh-CN': '该产品暂无价格',
    'zh-TW': '該產品暫無價格',
  },
} as const satisfies MessageTable
