import { AccountFigures } from '@bourse/core'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from './App.js'
import { installAntdRender } from './antdRender.js'
import { preloadScreen } from './routes/AppRoutes.js'
import './theme.css'

installAntdRender()
const root = document.getElementById('root')
/** Renders the app; a transition, so React renders it in slices of a few milliseconds, not one long task. */
const render = (container: HTMLElement) =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    ),
  )
// The first paint is the route's whole frame: its chunk loads first (it is requested now, beside nothing else), not
// the header over an empty page and then the frame. A chunk slower than 2 s gets the shell first.
/**
 * The account's day start reads Shanghai's clock through Intl: building that zone's first formatter costs ≈ 20 ms of
 * a phone's main thread. Built in a task of its own while the screen waits for its answers, not inside the account's
 * first refresh (one long task fewer in the Lighthouse profile of /user and /warehouse).
 */
const warmExchangeClock = () => setTimeout(() => AccountFigures.dayStartOf(Date.now()), 0)
if (root)
  void Promise.race([preloadScreen(window.location.pathname), new Promise((done) => setTimeout(done, 2000))]).then(
    () => {
      render(root)
      warmExchangeClock()
    },
  )
