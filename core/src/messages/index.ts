export { catalogue, isMessageKey, type MessageKey, textsOf } from './catalogue.js'
export { defaultLanguage, initialLanguage, isLanguage, type Language, languages } from './Language.js'
export type { MessageTable, Texts } from './Texts.js'
export { type MessageParams, translate } from './translate.js'
