import { useQuote } from '@bourse/react-hooks'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { quotes } from '../screenStores.js'

/** The price a form starts from: the one the stock page showed (`price`, seen at `at`), else the live quote now. */
export interface PriceSeen {
  readonly code: string
  readonly price: string | undefined
  /** When the investor saw it (epoch ms). */
  readonly at: number | undefined
}

/** Reads `code`, `price` and `at` of a form's address; without a price, the quote of `code` when it arrives. */
export const usePriceSeen = (codeOf?: string): PriceSeen => {
  const [query] = useSearchParams()
  const code = codeOf ?? query.get('code') ?? ''
  const shown = query.get('price') ?? undefined
  const [arrived] = useState(() => Date.now())
  const live = useQuote(quotes, shown === undefined && code !== '' ? code : undefined, (state) =>
    state.stock?.stock.code === code ? state.stock.quote.price.toFixed(2) : undefined,
  )
  if (shown !== undefined) return { code, price: shown, at: Number(query.get('at')) || undefined }
  return { code, price: live, at: live === undefined ? undefined : arrived }
}

/** The form's address from the stock page: the code, the price shown and the moment it was seen. */
export const formPath = (path: '/alertForm' | '/gttForm', code: string, price: string, at: number): string =>
  `${path}?${new URLSearchParams({ code, price, at: String(at) })}`
