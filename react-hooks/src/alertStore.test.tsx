import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAlertStore } from './alertStore.js'
import { useAlert } from './useAlert.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('alert', () => {
  it('shows a text as a warning by default and hides it 2 s later', () => {
    const store = createAlertStore()
    const { result } = renderHook(() => useAlert(store, (s) => `${s.visible}|${s.type}|${s.text}`))
    expect(result.current).toBe('false|warning|')
    act(() => store.getState().show('Purchase successful', 'success'))
    expect(result.current).toBe('true|success|Purchase successful')
    act(() => store.getState().show('Select number of hands'))
    expect(result.current).toBe('true|warning|Select number of hands')
    act(() => vi.advanceTimersByTime(1999))
    expect(result.current).toBe('true|warning|Select number of hands')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe('false|warning|Select number of hands')
  })

  it('a newer alert restarts the 2 s', () => {
    const store = createAlertStore()
    store.getState().show('first')
    vi.advanceTimersByTime(1500)
    store.getState().show('second')
    vi.advanceTimersByTime(1500)
    expect(store.getState().visible).toBe(true)
    vi.advanceTimersByTime(500)
    expect(store.getState().visible).toBe(false)
  })
})
