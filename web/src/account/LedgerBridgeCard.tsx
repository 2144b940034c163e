import { Wallet } from '@bourse/core'
import { useWallet } from '@bourse/react-hooks'
import { Link } from 'react-router-dom'
import { Amount } from '../components/Amount.js'
import { useLanguage } from '../i18n/useLabels.js'
import { ledgerBridge } from './accountStores.js'

const lineLabels: Readonly<Record<Wallet.BridgeLine, Wallet.WalletLabelKey>> = {
  deposits: 'walletBridgeDeposits',
  withdrawals: 'walletBridgeWithdrawals',
  charges: 'walletBridgeCharges',
  realised: 'walletBridgeRealised',
  transfers: 'walletBridgeTransfers',
  heldBack: 'walletBridgeHeldBack',
  adjustments: 'walletBridgeAdjustments',
}

/**
 * The P&L ↔ ledger bridge of the stock account: core's lines from the journal, ending at the balance (each
 * sub-balance named, added up: the stock account's total on the card), to the paisa.
 * Read on demand, when opened (as the records' timelines are): it reads the whole fund flow, a long task on a phone
 * that /user's first seconds do not need.
 */
export const LedgerBridgeCard = () => {
  const language = useLanguage()
  const bridge = useWallet(ledgerBridge, (state) => state.bridge)
  const label = (key: Wallet.WalletLabelKey) => Wallet.walletLabel(key, language)
  return (
    <details
      className="card withdrawable"
      data-balanced={bridge?.balanced}
      onToggle={(event) => {
        if (event.currentTarget.open) void ledgerBridge.getState().load()
      }}
    >
      <summary>{label('walletBridgeTitle')}</summary>
      {bridge && (
        <dl aria-label={label('walletBridgeTitle')}>
          <div data-line="opening">
            <dt>{label('walletBridgeOpening')}</dt>
            <dd>
              <Amount value={bridge.opening} />
            </dd>
          </div>
          {bridge.lines.map(({ line, amount }) => (
            <div key={line} data-line={line}>
              <dt>
                <Link to="/FundingDetails">{label(lineLabels[line])}</Link>
              </dt>
              <dd>
                <Amount value={amount} signed />
              </dd>
            </div>
          ))}
          {bridge.closingParts.map(({ balance, amount }) => (
            <div key={balance} data-part={balance}>
              <dt className="muted">{Wallet.balanceLabel(balance, language)}</dt>
              <dd className="muted">
                <Amount value={amount} />
              </dd>
            </div>
          ))}
          <div data-line="balance">
            <dt>{label('walletBridgeBalance')}</dt>
            <dd data-closing={bridge.closing.toFixed(2)}>
              <Amount value={bridge.closing} />
            </dd>
          </div>
        </dl>
      )}
    </details>
  )
}
