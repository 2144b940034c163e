import { type Language, SiteTexts } from '@bourse/core'
import type { SiteInfo } from '../siteInfoStore.js'

/** An /about page ready to show: its title and body in the interface language. */
export interface AboutText {
  readonly e: number
  readonly title: string
  readonly body: string
}

/**
 * The /about page of the query's `e` from the site info (core `aboutPageOf` picks the title and the field): the
 * version, company info, the two certificate texts, the trade agreement, or "Not yet open".
 */
export const aboutText = (info: SiteInfo | undefined, e: string | null, language: Language): AboutText => {
  const page = SiteTexts.aboutPageOf(e)
  const title = SiteTexts.textsLabel(page.title, language)
  if (page.source === 'notOpen')
    return { e: page.e, title, body: SiteTexts.textsLabel('textsNotYetOpenBody', language) }
  return { e: page.e, title, body: info?.[page.source] ?? '' }
}

/** Which agreement an agreement route shows: /agree the registration agreement, the others the trade agreement. */
export const agreementOf = (
  info: SiteInfo | undefined,
  path: '/agree' | '/trade' | '/buy-flow',
): { readonly title: string | undefined; readonly paragraphs: string[]; readonly pdf: string | null } =>
  path === '/agree'
    ? { title: undefined, paragraphs: SiteTexts.paragraphsOf(info?.regAgreeText ?? ''), pdf: info?.regAgree ?? null }
    : {
        title: info?.tradeAgreeTitle,
        paragraphs: SiteTexts.paragraphsOf(info?.tradeAgreeText ?? ''),
        pdf: info?.tradeAgree ?? null,
      }
