export { defaultSettings, formatSiteLever, parseSiteLever, type Settings } from './Settings.js'
