export { type Currency, type CurrencyRates, inCurrency } from './currencyView.js'
