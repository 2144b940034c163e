import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { App } from './App.js'

describe('App routes', () => {
  afterEach(cleanup)

  it('sends an unknown path to /home, which shows the greeting and the test-site notice', () => {
    render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <App />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading').textContent).toBe('Welcome! Ready to start your investing journey?')
    expect(screen.getByRole('note').textContent).toContain('no real trading')
  })

  it('toggles the theme and saves it as the spec says', () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <App />
      </MemoryRouter>,
    )
    fireEvent.click(screen.getByRole('button', { name: /Theme/ }))
    expect(screen.getByRole('button', { name: /Theme/ }).textContent).toBe('Theme: red')
    expect(localStorage.getItem('theme')).toBe('{"data":"red"}')
  })
})
