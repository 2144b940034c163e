// The identity and bank-card screens in one lazy chunk: fewer chunk names in the entry's preload map.
export { AddCardPage } from './AddCardPage.js'
export { AuthenticationPage } from './AuthenticationPage.js'
export { BankCardPage } from './BankCardPage.js'
