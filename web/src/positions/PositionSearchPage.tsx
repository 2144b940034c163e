import { liquidationDistances, useAccount, usePagedList } from '@bourse/react-hooks'
import { SearchBar } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { account } from '../appStores.js'
import { EmptyPositions } from '../components/EmptyPositions.js'
import { ListFooter } from '../components/ListFooter.js'
import { useLabels } from '../i18n/useLabels.js'
import { closedPositionSearch, openPositionSearch, positions } from '../screenStores.js'
import { showFailure } from '../showFailure.js'
import { CloseConfirmDialog } from './CloseConfirmDialog.js'
import { PositionRow } from './PositionRow.js'
import { TargetSheet } from './TargetSheet.js'

/**
 * /positionSearch?state=0 (open) or 1 (closed): a search box (digits search the code, letters the spelling, 500 ms
 * debounce in the store), the matching positions; open rows can be closed (by `positionSn`) or get new TP/SL.
 */
export const PositionSearchPage = () => {
  const labels = useLabels()
  const navigate = useNavigate()
  const [query] = useSearchParams()
  const open = query.get('state') !== '1'
  const list = open ? openPositionSearch : closedPositionSearch
  const items = usePagedList(list, (state) => state.items)
  const finished = usePagedList(list, (state) => state.finished)
  const failed = usePagedList(list, (state) => state.failure !== undefined)
  const user = useAccount(account, (state) => state.user)
  const settings = useAccount(account, (state) => state.settings)
  const distances = open && user && settings ? liquidationDistances(items, user, settings) : undefined
  useEffect(() => {
    void account.getState().loadUser()
    if (account.getState().settings === undefined) void account.getState().loadSettings()
    void list.getState().setFilter(list.getState().filter)
  }, [list])
  const reload = () => void list.getState().setFilter(list.getState().filter)
  return (
    <main className="page">
      <SearchBar
        key={open ? 'open' : 'closed'}
        placeholder={labels.positionSearchHint}
        defaultValue={list.getState().filter}
        onChange={(text) => list.getState().search(text)}
      />
      {finished && items.length === 0 ? (
        <EmptyPositions />
      ) : (
        <ul className="position-list">
          {items.map((position) => (
            <PositionRow
              key={position.positionSn}
              position={position}
              liquidation={distances?.get(position.positionSn)}
              {...(open
                ? {
                    onTargets: () => positions.store.getState().editTargets(position),
                    onClose: () => {
                      const refusal = positions.store.getState().requestClose(position, account.getState().user)
                      if (refusal === undefined) return
                      if (!refusal.ok) showFailure({ kind: 'refused', msg: refusal.msg })
                      if (!refusal.ok && refusal.redirect) navigate(refusal.redirect)
                    },
                  }
                : {})}
            />
          ))}
        </ul>
      )}
      <ListFooter hasMore={!finished && !failed} loadMore={() => list.getState().loadMore()} />
      <CloseConfirmDialog onClosed={reload} />
      <TargetSheet onSaved={reload} />
    </main>
  )
}
