import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from './App.js'
import { installAntdRender } from './antdRender.js'
import { preloadScreen } from './routes/AppRoutes.js'
import './theme.css'

installAntdRender()
// The first route's screen chunk downloads alongside, not once the shell has rendered.
preloadScreen(window.location.pathname)
const root = document.getElementById('root')
if (root) {
  // A transition, so React renders the first screen in slices of a few milliseconds instead of one long task (the
  // phone stays responsive; Lighthouse's total blocking time).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    ),
  )
}
