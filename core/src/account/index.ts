export { dayProfitAndLoss, equity } from './dayProfitAndLoss.js'
export { accountFloating, type FloatingRow, positionFloating } from './positionFloating.js'
