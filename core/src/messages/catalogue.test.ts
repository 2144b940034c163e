import { describe, expect, it } from 'vitest'
import { catalogue, messageTables } from './catalogue.js'
import { initialLanguage, languages } from './Language.js'
import { translate } from './translate.js'

describe('message catalogue', () => {
  it('has a non-empty text in every language for every key', () => {
    for (const [key, texts] of Object.entries(catalogue)) {
      for (const language of languages) expect(texts[language].trim(), `${key} ${language}`).not.toBe('')
    }
  })

  it('defines every key in exactly one table', () => {
    const keys = messageTables.flatMap((table) => Object.keys(table))
    expect(keys.length).toBe(new Set(keys).size)
    expect(keys.length).toBe(Object.keys(catalogue).length)
  })

  it('keeps the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    for (const [key, texts] of Object.entries(catalogue)) {
      expect(placeholders(texts['zh-CN']), key).toEqual(placeholders(texts.en))
      expect(placeholders(texts['zh-TW']), key).toEqual(placeholders(texts.en))
    }
  })

  it('fills parameters', () => {
    expect(translate('requiredField', 'en', { field: 'phone' })).toBe('phone is required')
    expect(translate('requiredField', 'zh-TW', { field: '手機' })).toBe('手機 不能為空')
  })

  it('chooses the stored language, else the browser language, else zh-CN', () => {
    expect(initialLanguage('en', 'zh-CN')).toBe('en')
    expect(initialLanguage(null, 'zh-HK')).toBe('zh-TW')
    expect(initialLanguage(undefined, 'en-IN')).toBe('en')
    expect(initialLanguage('fr', 'de-DE')).toBe('zh-CN')
  })
})
