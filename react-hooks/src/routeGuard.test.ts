import { describe, expect, it } from 'vitest'
import { guardRoute, needsToken, returnPath } from './routeGuard.js'

describe('route guard', () => {
  it('lets visitors see home, news, the market list, login and register; everything else needs a token', () => {
    expect(['/home', '/news', '/newPage', '/trading-list', '/login', '/register'].map(needsToken)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ])
    expect(['/warehouse', '/user', '/kline', '/buyStocks', '/wallet', '/Searchlist'].every(needsToken)).toBe(true)
  })

  it('sends a visitor to /login, carrying the url query over', () => {
    expect(guardRoute({ path: '/warehouse', query: {}, token: undefined })).toEqual({
      kind: 'redirect',
      to: '/login?url=%2Fwarehouse',
    })
    expect(guardRoute({ path: '/kline', query: { url: '/kline?code=600269' }, token: undefined })).toEqual({
      kind: 'redirect',
      to: '/login?url=%2Fkline%3Fcode%3D600269',
    })
    expect(guardRoute({ path: '/home', query: {}, token: undefined })).toEqual({ kind: 'allow' })
  })

  it('sends a signed-in user away from /login to /, and lets them through elsewhere', () => {
    expect(guardRoute({ path: '/login', query: {}, token: 'abc' })).toEqual({ kind: 'redirect', to: '/' })
    expect(guardRoute({ path: '/login', query: { url: '/user' }, token: 'abc' })).toEqual({
      kind: 'redirect',
      to: '/user',
    })
    expect(guardRoute({ path: '/warehouse', query: {}, token: 'abc' })).toEqual({ kind: 'allow' })
    expect(guardRoute({ path: '/warehouse', query: {}, token: '' })).toEqual({
      kind: 'redirect',
      to: '/login?url=%2Fwarehouse',
    })
  })

  it('carries where a visitor was going through login (issue 13 item 9)', () => {
    const toLogin = guardRoute({ path: '/kline', query: { code: '600269', market: 'sh' }, token: undefined })
    expect(toLogin).toEqual({ kind: 'redirect', to: '/login?url=%2Fkline%3Fcode%3D600269%26market%3Dsh' })
    // once signed in, /login?url=… sends the user on to it
    expect(guardRoute({ path: '/login', query: { url: '/kline?code=600269&market=sh' }, token: 'abc' })).toEqual({
      kind: 'redirect',
      to: '/kline?code=600269&market=sh',
    })
  })

  it('never sends a user to another site or back to /login after signing in', () => {
    for (const url of ['//evil.example', 'https://evil.example', '/\\evil.example', '/login?url=%2Fuser', 'user'])
      expect(guardRoute({ path: '/login', query: { url }, token: 'abc' })).toEqual({ kind: 'redirect', to: '/' })
    expect(returnPath('/buyStocks?code=1')).toBe('/buyStocks?code=1')
  })
})
