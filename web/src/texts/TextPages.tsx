import type { ComponentType } from 'react'
import { useLocation } from 'react-router-dom'
import { AboutPage } from './AboutPage.js'
import { AgreementPage } from './AgreementPage.js'
import { AnnouncementPage } from './AnnouncementPage.js'
import { BenefitsApplyPage } from './BenefitsApplyPage.js'
import { ConsentPage } from './ConsentPage.js'
import { OpenAccountPage } from './OpenAccountPage.js'
import { CollegePage, PreferredFundPage } from './PlaceholderPages.js'

const screens: Readonly<Record<string, ComponentType>> = {
  '/about': AboutPage,
  '/agree': AgreementPage,
  '/trade': AgreementPage,
  '/buy-flow': AgreementPage,
  '/aggre': ConsentPage,
  '/buy': ConsentPage,
  '/announcement': AnnouncementPage,
  '/benefits_apply': BenefitsApplyPage,
  '/openaccount': OpenAccountPage,
  '/jijin': PreferredFundPage,
  '/college': CollegePage,
}

/**
 * Every text page in one lazy chunk (they are small, and one dynamic import keeps the entry's route table short,
 * 180 kB gzip budget): the screen of the current path.
 */
export const TextPages = () => {
  const Screen = screens[useLocation().pathname] ?? AboutPage
  return <Screen />
}
