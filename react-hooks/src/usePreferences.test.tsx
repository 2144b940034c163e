import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createPreferencesStore } from './preferencesStore.js'
import { usePreferences } from './usePreferences.js'

describe('usePreferences', () => {
  beforeEach(() => localStorage.clear())

  it('starts black in the browser language and saves changes where the spec says', () => {
    const store = createPreferencesStore(localStorage, 'en-IN')
    const { result } = renderHook(() => ({
      theme: usePreferences(store, (s) => s.theme),
      language: usePreferences(store, (s) => s.language),
    }))
    expect(result.current).toEqual({ theme: 'black', language: 'en' })

    act(() => store.getState().toggleTheme())
    act(() => store.getState().setLanguage('zh-TW'))
    expect(result.current).toEqual({ theme: 'red', language: 'zh-TW' })
    expect(localStorage.getItem('theme')).toBe('{"data":"red"}')
    expect(localStorage.getItem('language')).toBe('zh-TW')
  })

  it('reads back what was saved, as after a reload', () => {
    localStorage.setItem('theme', '{"data":"red"}')
    localStorage.setItem('language', 'en')
    const store = createPreferencesStore(localStorage, 'zh-CN')
    const { result } = renderHook(() => [
      usePreferences(store, (s) => s.theme),
      usePreferences(store, (s) => s.language),
    ])
    expect(result.current).toEqual(['red', 'en'])
  })

  it('rise colours follow the language until the user chooses, then the choice stays (DECISIONS §19)', () => {
    const store = createPreferencesStore(localStorage, 'zh-CN')
    const { result } = renderHook(() => usePreferences(store, (s) => s.riseColour))
    expect(result.current).toBe('redUp')
    act(() => store.getState().setLanguage('en'))
    expect(result.current).toBe('greenUp')
    act(() => store.getState().setRiseColour('redUp'))
    act(() => store.getState().setLanguage('zh-TW'))
    act(() => store.getState().setLanguage('en'))
    expect(result.current).toBe('redUp')
    expect(localStorage.getItem('riseColour')).toBe('redUp')
    expect(createPreferencesStore(localStorage, 'en-IN').getState().riseColour).toBe('redUp')
  })
})
