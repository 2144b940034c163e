export { type AboutPage, type AboutSource, aboutPageOf } from './aboutPages.js'
export { paragraphsOf } from './paragraphs.js'
export { type TextsLabelKey, textsLabel, textsLabels } from './textsLabels.js'
export { canApplyForWelfare, welfareStateLabel } from './welfareStatus.js'
