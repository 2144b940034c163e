import { describe, expect, it } from 'vitest'
import { journalTypes } from '../engine/JournalEntry.js'
import { translate } from '../messages/translate.js'
import { fundFlowSummaryKey } from './fundFlowSummary.js'

describe('fund-flow summaries', () => {
  it('give every journal type a text in each language', () => {
    for (const type of Object.keys(journalTypes)) {
      const key = fundFlowSummaryKey(type)
      expect(key, type).toBeDefined()
      if (key === undefined) continue
      for (const language of ['en', 'zh-CN', 'zh-TW'] as const) expect(translate(key, language)).not.toBe('')
    }
  })

  it('read a withdrawal fee in English and simplified Chinese', () => {
    const key = fundFlowSummaryKey('withdrawalFee')
    expect(key && translate(key, 'en')).toBe('Withdrawal fee')
    expect(key && translate(key, 'zh-CN')).toBe('提现手续费')
    expect(fundFlowSummaryKey('somethingNew')).toBeUndefined()
  })
})
