import { type ReactNode, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { metaOf } from './routeTable.js'

/** Slides the new page in from the right when going "deeper" in route order, from the left when going back. */
export const PageTransition = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation()
  const previous = useRef({ path: pathname, direction: 'none' })
  if (previous.current.path !== pathname) {
    const direction = metaOf(pathname).order >= metaOf(previous.current.path).order ? 'left' : 'right'
    previous.current = { path: pathname, direction }
  }
  return (
    <div key={pathname} className={`page-slide page-slide-${previous.current.direction}`}>
      {children}
    </div>
  )
}
