import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { App } from './App.js'
import { alerts } from './appStores.js'
import { preferences } from './preferences.js'
import { routeElements } from './routes/AppRoutes.js'
import { routeTable } from './routes/routeTable.js'

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  )

describe('App shell', () => {
  // No server here: every call fails as if offline, which the app must take quietly (spec §8).
  beforeEach(() => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    alerts.getState().hide()
    cleanup()
    preferences.getState().setLanguage('en')
  })

  it('sends an unknown path to /home, which shows the greeting and the test-site notice', () => {
    preferences.getState().setLanguage('en')
    renderAt('/no-such-page')
    expect(screen.getByText('Welcome! Ready to start your investing journey?')).toBeTruthy()
    expect(screen.getByRole('note').textContent).toContain('no real trading')
    expect(screen.getByText('DISCOVER MORE')).toBeTruthy()
  })

  it('toggles the theme and saves it as the spec says', () => {
    renderAt('/home')
    fireEvent.click(screen.getByRole('button', { name: /Theme/ }))
    expect(screen.getByRole('button', { name: /Theme/ }).getAttribute('data-theme-name')).toBe('red')
    expect(localStorage.getItem('theme')).toBe('{"data":"red"}')
  })

  it('shows the tab bar labels in the chosen language', () => {
    preferences.getState().setLanguage('zh-TW')
    renderAt('/home')
    expect(screen.getByRole('navigation').textContent).toContain('持倉')
    expect(screen.getByRole('note').textContent).toContain('無真實交易')
  })

  it('has a screen for every route of the route table, and no route without a title', () => {
    expect(routeElements.map(([path]) => path).sort()).toEqual(Object.keys(routeTable).sort())
  })

  it('sends a visitor opening a route that needs a session to /login', async () => {
    renderAt('/warehouse')
    // The login screen is a lazy chunk like every screen but /home.
    expect(await screen.findByLabelText('Phone number')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Please log in first')
  })

  it('shows no alert when the network is down', async () => {
    renderAt('/home')
    await new Promise((done) => setTimeout(done, 50))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
