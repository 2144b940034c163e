import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { App } from './App.js'
import { preferences } from './preferences.js'

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  )

describe('App shell', () => {
  afterEach(() => {
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
})
