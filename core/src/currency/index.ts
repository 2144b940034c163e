export { type Currency, type CurrencyRates, inCurrency, rateOf } from './currencyView.js'
