import { type Api, Money } from '@bourse/core'
import type { IpoApplicationRow } from './ipoApplications.js'
import type { IpoListingRow } from './ipoListings.js'

type IpoItemWire = typeof Api.IpoItem.Encoded
type IpoApplicationWire = typeof Api.IpoApplication.Encoded

/** The spec's `IpoItem` from a stored listing: issue price, per-application bounds and the three dates. */
export const presentIpoItem = ({ id, listing }: IpoListingRow): IpoItemWire => ({
  id,
  name: listing.name,
  code: listing.code,
  stockType: listing.market,
  price: listing.issuePrice.toFixed(2),
  orderNumber: listing.orderNumber.toNumber(),
  minQuantity: listing.minQuantity.toNumber(),
  type: listing.type,
  subscribeTime: listing.applicationDeadline,
  payEndTime: listing.paymentDeadline,
  subscriptionTime: listing.listingDate,
})

/**
 * The spec's `IpoApplication`: `applyNums` applied, `applyNumber` allotted, `frozenAmt` what the application holds
 * in IPO frozen funds now (nothing once listed, forfeited or not allotted: the money became margin or came back).
 */
export const presentIpoApplication = (row: IpoApplicationRow, listing: IpoListingRow): IpoApplicationWire => {
  const { application } = row
  const holding = application.status === 1 || application.status === 3 || application.status === 4
  return {
    id: row.id,
    newName: listing.listing.name,
    newCode: listing.listing.code,
    type: application.type,
    status: application.status,
    buyPrice: application.price.toFixed(2),
    applyNums: application.applied.toNumber(),
    applyNumber: application.allotted.toNumber(),
    frozenAmt: Money.toText(holding ? application.paid : Money.zero),
    addTime: row.createdAt,
    payEndTime: listing.listing.paymentDeadline,
  }
}
