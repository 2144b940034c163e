import { Wallet } from '@bourse/core'
import { useWallet } from '@bourse/react-hooks'
import { Link } from 'react-router-dom'
import { account } from '../appStores.js'
import { Amount } from '../components/Amount.js'
import { useLanguage } from '../i18n/useLabels.js'
import { ledgerBridge } from './accountStores.js'

const lineLabels: Readonly<Record<Wallet.BridgeLine, Wallet.WalletLabelKey>> = {
  deposits: 'walletBridgeDeposits',
  withdrawals: 'walletBridgeWithdrawals',
  withdrawalFees: 'walletBridgeWithdrawalFees',
  charges: 'walletBridgeCharges',
  realised: 'walletBridgeRealised',
  transfers: 'walletBridgeTransfers',
  heldBack: 'walletBridgeHeldBack',
  adjustments: 'walletBridgeAdjustments',
}

/** Lines that only move money between the investor's own balances: shown when the accounts bridged leave some out. */
const internal: ReadonlySet<Wallet.BridgeLine> = new Set(['transfers', 'heldBack'])

/**
 * The P&L ↔ ledger bridge of the card's accounts (stock, the index and futures accounts shown, the financing
 * sub-accounts): core's lines from the journal, ending at the balance (each sub-balance named, added up: the card's
 * total assets), to the paisa.
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
        const accounts = account.getState().breakdown?.accounts.map((part) => part.account)
        if (event.currentTarget.open) void ledgerBridge.getState().load(accounts ?? ['stock', 'financing'])
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
          {bridge.lines
            .filter(({ line, amount }) => !(internal.has(line) && amount.isZero()))
            .map(({ line, amount }) => (
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
          <div data-line="held">
            <dt className="muted">{label('walletBridgeHeld')}</dt>
            <dd className="muted" data-held={bridge.held.toFixed(2)}>
              <Amount value={bridge.held} />
            </dd>
          </div>
        </dl>
      )}
    </details>
  )
}
