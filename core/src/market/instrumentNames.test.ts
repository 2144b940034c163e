import { expect, it } from 'vitest'
import { englishName, instrumentNameIn, traditionalName } from './instrumentNames.js'

it('gives a simulator name in English word by word and whole for contracts', () => {
  expect(englishName('恒信医药')).toBe('Hengxin Pharmaceutical')
  expect(englishName('天润控股')).toBe('Tianrun Holdings')
  expect(englishName('黄金期货(模拟)')).toBe('Gold Futures (sim)')
  expect(englishName('Northwind Labs')).toBeUndefined()
})

it('gives it in traditional characters', () => {
  expect(traditionalName('恒信医药')).toBe('恆信醫藥')
  expect(traditionalName('广联汽车')).toBe('廣聯汽車')
  expect(traditionalName('沪深300模拟指数')).toBe('滬深300模擬指數')
  expect(traditionalName('某某公司')).toBeUndefined()
})

it('chooses by language, the server’s English name first, the name of record when unknown', () => {
  expect(instrumentNameIn('en', '华辰科技')).toBe('Huachen Technology')
  expect(instrumentNameIn('en', '华辰科技', 'Huachen Tech (server)')).toBe('Huachen Tech (server)')
  expect(instrumentNameIn('zh-TW', '华辰科技')).toBe('華辰科技')
  expect(instrumentNameIn('zh-CN', '华辰科技', 'Huachen Technology')).toBe('华辰科技')
  expect(instrumentNameIn('en', '某某公司')).toBe('某某公司')
})

it('gives the three indexes the simulator records in English their Chinese names (issue 35 item 20)', () => {
  expect(instrumentNameIn('zh-CN', 'Sim Hang Seng Index')).toBe('恒生模拟指数')
  expect(instrumentNameIn('zh-CN', 'Sim Dow Industrials')).toBe('道琼斯工业模拟指数')
  expect(instrumentNameIn('zh-TW', 'Sim Nasdaq Composite')).toBe('納斯達克綜合模擬指數')
  expect(instrumentNameIn('en', 'Sim Nasdaq Composite', 'Sim Nasdaq Composite')).toBe('Sim Nasdaq Composite')
  expect(instrumentNameIn('zh-CN', 'Northwind Labs')).toBe('Northwind Labs')
})
