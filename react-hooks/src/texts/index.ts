export { type Article, type ArticleState, createArticleStore } from './articleStore.js'
export { type AboutText, aboutText, agreementOf } from './siteTexts.js'
export { createWelfareStore, type WelfareApplication, type WelfareState, welfareAmount } from './welfareStore.js'
