import { type Language, SiteTexts, translate } from '@bourse/core'
import type { SiteInfo } from '../siteInfoStore.js'

/** An /about page ready to show: its title in the interface language and its body cut at the full stops. */
export interface AboutText {
  readonly e: number
  readonly title: string
  readonly paragraphs: string[]
}

/**
 * The /about page of the query's `e` from the site info (core `aboutPageOf` picks the title and the field): the
 * version, company info, the two certificate texts, the trade agreement, or "Not yet open".
 */
export const aboutText = (info: SiteInfo | undefined, e: string | null, language: Language): AboutText => {
  const page = SiteTexts.aboutPageOf(e)
  const title = SiteTexts.textsLabel(page.title, language)
  const body = page.source === 'notOpen' ? SiteTexts.textsLabel('textsNotYetOpenBody', language) : info?.[page.source]
  return { e: page.e, title, paragraphs: SiteTexts.paragraphsOf(body ?? '') }
}

/**
 * Which agreement an agreement route shows: /agree the registration agreement, /aggre and /buy the cooperation
 * agreement (the company's terms), /trade and /buy-flow the trade agreement; with the PDF address of the site info.
 */
export const agreementOf = (
  info: SiteInfo | undefined,
  path: '/agree' | '/trade' | '/buy-flow' | '/aggre' | '/buy',
): { readonly title: string | undefined; readonly paragraphs: string[]; readonly pdf: string | null } =>
  path === '/agree'
    ? { title: undefined, paragraphs: SiteTexts.paragraphsOf(info?.regAgreeText ?? ''), pdf: info?.regAgree ?? null }
    : path === '/aggre' || path === '/buy'
      ? { title: undefined, paragraphs: SiteTexts.paragraphsOf(info?.companyInfo ?? ''), pdf: null }
      : {
          title: info?.tradeAgreeTitle,
          paragraphs: SiteTexts.paragraphsOf(info?.tradeAgreeText ?? ''),
          pdf: info?.tradeAgree ?? null,
        }

/**
 * The cooperation agreement's buttons (/aggre → /buy, /buy → /buy-flow): OK goes on once the box is ticked (core
 * `checkConsent`), else the refusal in the interface language; cancel always goes on, as the spec says.
 */
export const consentStep = (
  path: '/aggre' | '/buy',
  button: 'ok' | 'cancel',
  agreed: boolean,
  language: Language,
): { readonly ok: true; readonly next: '/buy' | '/buy-flow' } | { readonly ok: false; readonly msg: string } => {
  const checked = button === 'cancel' ? { ok: true as const } : SiteTexts.checkConsent(agreed)
  return checked.ok
    ? { ok: true, next: SiteTexts.afterConsent(path) }
    : { ok: false, msg: translate(checked.error.key, language, checked.error.params) }
}

/** The /openaccount step and its button's target for this visitor (core `openAccountStep`). */
export const openAccountStep = (signedIn: boolean, isActive: number | undefined): SiteTexts.OpenAccountStep =>
  SiteTexts.openAccountStep(signedIn, isActive)
