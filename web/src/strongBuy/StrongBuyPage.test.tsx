import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { preferences } from '../preferences.js'
import { StrongBuyPage } from './StrongBuyPage.js'

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/vipdetail" element={<StrongBuyPage />} />
      </Routes>
    </MemoryRouter>,
  )

const row = { id: 3, name: 'Test Steel', code: '600010', stockType: 'sz', price: 11550, hcrate: '10.00' }
const linkOf = (value: unknown) =>
  `/vipdetail?${new URLSearchParams({ item: encodeURIComponent(JSON.stringify(value)) })}`

describe('/vipdetail', () => {
  // No server: calls fail as if offline, quietly.
  beforeEach(() => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')))
  })
  afterEach(async () => {
    // The API client loads in its own chunk and calls after it arrives: let those calls meet the stub.
    await new Promise((done) => setTimeout(done, 100))
    vi.unstubAllGlobals()
    cleanup()
    preferences.getState().setLanguage('en')
  })

  it('shows the row of the list link: name, market tag, code, price ÷ 1000, change, lever 1 and the rule', () => {
    renderAt(linkOf(row))
    expect(screen.getByRole('heading').textContent).toBe('Test Steel Shenzhen')
    expect(screen.getByText('600010')).toBeTruthy()
    expect(screen.getAllByText('11.55')).toHaveLength(2)
    expect(screen.getByText('+10.00%')).toBeTruthy()
    expect(screen.getByText('1X')).toBeTruthy()
    expect(screen.getByText(/lottery fills about/).textContent).toContain('refunded')
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy()
  })

  it('says so when the item is missing or damaged, in the chosen language, and links back to the list', () => {
    renderAt('/vipdetail')
    expect(screen.getByRole('alert').textContent).toBe('No strong-buy stock chosen. Pick one from the strong-buy list.')
    cleanup()
    renderAt('/vipdetail?item=%257B%2522id')
    expect(screen.getByRole('alert').textContent).toContain('damaged')
    cleanup()
    preferences.getState().setLanguage('zh-CN')
    renderAt(linkOf({ ...row, price: -1 }))
    expect(screen.getByRole('alert').textContent).toBe('该抢筹链接已损坏，请从抢筹列表重新选择股票。')
    expect(screen.getByRole('link', { name: '抢筹列表' }).getAttribute('href')).toBe('/VipSearchlist')
  })
})
