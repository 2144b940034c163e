export { AlertFormPage } from './AlertFormPage.js'
export { AlertsPage } from './AlertsPage.js'
export { GttFormPage } from './GttFormPage.js'
