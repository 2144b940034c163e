export { type Article, type ArticleState, createArticleStore } from './articleStore.js'
export { type AboutText, aboutText, agreementOf, consentStep, openAccountStep } from './siteTexts.js'
export {
  createWelfareStore,
  type WelfareApplication,
  type WelfareState,
  welfareAmount,
  welfareFormOpen,
  welfareStateText,
} from './welfareStore.js'
