import { useWatchlist } from '@bourse/react-hooks'
import { useEffect } from 'react'
import { useLabels } from '../i18n/useLabels.js'
import { watchlist } from '../screenStores.js'
import { showFailure, showSuccess } from '../showFailure.js'

/** The star on the stock detail: in or out of the watchlist, as the server says. */
export const FavouriteToggle = ({ code }: { code: string }) => {
  const labels = useLabels()
  const flag = useWatchlist(watchlist.store, (state) => state.flags[code])
  useEffect(() => {
    void watchlist.store.getState().check(code)
  }, [code])
  const toggle = async () => {
    const result = await watchlist.store.getState().toggle(code)
    if (result.ok) showSuccess(result.msg)
    else showFailure(result.failure)
  }
  return (
    <button
      type="button"
      className="icon-button favourite"
      aria-pressed={flag === 1}
      aria-label={labels.addFavourite}
      onClick={() => void toggle()}
    >
      {flag === 1 ? '★' : '☆'}
    </button>
  )
}
