// The account screens in one lazy chunk: fewer chunk names in the entry's preload map (first-route budget).
export { AccountPage } from './AccountPage.js'
export { ForgetPage } from './ForgetPage.js'
export { LoginPasswordPage } from './LoginPasswordPage.js'
export { SetPasswordPage } from './SetPasswordPage.js'
export { SetupPage } from './SetupPage.js'
