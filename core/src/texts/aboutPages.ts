import type { TextsLabelKey } from './textsLabels.js'

/** Where an /about page's body comes from: a field of the site info, or the fixed "not yet open" text. */
export type AboutSource = 'version' | 'companyInfo' | 'certImg1' | 'certImg2' | 'tradeAgreeText' | 'notOpen'

/** One /about page: its title and the source of its body. */
export interface AboutPage {
  readonly e: 1 | 2 | 3 | 4 | 5 | 6
  readonly title: TextsLabelKey
  readonly source: AboutSource
}

const pages: readonly AboutPage[] = [
  { e: 1, title: 'textsVersionUpdate', source: 'version' },
  { e: 2, title: 'textsUserAgreement', source: 'companyInfo' },
  { e: 3, title: 'textsPrivacyAgreement', source: 'certImg1' },
  { e: 4, title: 'textsAboutUs', source: 'certImg2' },
  { e: 5, title: 'textsTradingRules', source: 'tradeAgreeText' },
  { e: 6, title: 'textsNotYetOpen', source: 'notOpen' },
]

/**
 * The /about page of the query's `e` (spec 001 §2): 1 Version Update (the version), 2 User Agreement (company info),
 * 3 Privacy Agreement (certificate text 1), 4 About Us (certificate text 2), 5 Trading Rules (trade agreement text),
 * 6 Not yet open. Anything else (missing, "7", "x") reads as 6, which promises nothing.
 * Example: aboutPageOf("5") → Trading Rules from `tradeAgreeText`; aboutPageOf(null) → Not yet open.
 */
export const aboutPageOf = (e: string | null | undefined): AboutPage => {
  const found = pages.find((page) => String(page.e) === (e ?? '').trim())
  return found ?? (pages[5] as AboutPage)
}
