import { Ipo } from '@bourse/core'
import { type StrongBuyRow, strongBuyItemQuery } from '@bourse/react-hooks'
import { Tag } from 'antd-mobile'
import { Link } from 'react-router-dom'
import { ChangeText } from '../components/ChangeText.js'
import { PriceText } from '../components/PriceText.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useMarketTag } from './useMarketTag.js'

/** One strong-buy row (name, market tag, code, price ÷ 1000 by core, change) with its link to /vipdetail. */
export const StrongBuyListRow = ({ row, action }: { readonly row: StrongBuyRow; readonly action: string }) => {
  const nameOf = useInstrumentName()
  const marketTag = useMarketTag()
  return (
    <li className="quote-row strong-buy-row">
      <span className="quote-name">
        <span>
          {nameOf(row.name)} <Tag color="primary">{marketTag(row.stockType)}</Tag>
        </span>
        <span className="muted">{row.code}</span>
      </span>
      <PriceText value={Ipo.fromThousandths(row.price)} />
      <ChangeText value={row.hcrate} />
      <Link className="row-action" to={`/vipdetail?${new URLSearchParams({ item: strongBuyItemQuery(row) })}`}>
        {action}
      </Link>
    </li>
  )
}
