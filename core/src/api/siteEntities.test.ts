import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { defaultSettings } from '../settings/Settings.js'
import { SiteSettings, siteSettingsOf } from './siteEntities.js'

describe('siteSettingsOf', () => {
  it('sends the DECISIONS §15 defaults with the spec field names', () => {
    const wire = Schema.encodeSync(SiteSettings)(siteSettingsOf(defaultSettings))
    expect(wire).toMatchObject({
      siteName: 'Bourse',
      siteLever: '10/20/30',
      buyMinNum: 100,
      buyMaxNum: 100000,
      buyMinAmt: '10.00',
      buyFee: '0.0003',
      dutyFee: '0.001',
      stayFee: '0.0005',
      forceStopPercent: '0.8',
      withFeeSingle: '3.00',
      withFeePercent: '0.008',
      withTimeBegin: '09:15',
      usdRate: '88.5',
      hkdRate: '11.38',
      indexDisplay: true,
      idDocument: 'aadhaar',
    })
  })
})
