export { profitAndLoss } from './profitAndLoss.js'
