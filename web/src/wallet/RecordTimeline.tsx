import { Wallet } from '@bourse/core'
import { useWallet } from '@bourse/react-hooks'
import { useState } from 'react'
import { ledgerBridge } from '../account/accountStores.js'
import { Amount } from '../components/Amount.js'
import { formatTime } from '../formatTime.js'
import { useLanguage } from '../i18n/useLabels.js'

/**
 * The timeline of one recharge or withdrawal, opened on demand: its creation, then each journal entry that belongs to
 * it (core `recordTimeline`), with time, amount and the balance after — what a dispute needs.
 */
export const RecordTimeline = ({ createdAt, reference }: { createdAt: number; reference: string }) => {
  const language = useLanguage()
  const [open, setOpen] = useState(false)
  const entries = useWallet(ledgerBridge, (state) => state.entries)
  const steps = open && entries ? ledgerBridge.getState().timeline(createdAt, reference) : []
  return (
    <details
      className="record-timeline"
      onToggle={(event) => {
        const opened = event.currentTarget.open
        setOpen(opened)
        if (opened) void ledgerBridge.getState().load()
      }}
    >
      <summary>{Wallet.walletLabel('walletTimelineTitle', language)}</summary>
      <ol aria-label={Wallet.walletLabel('walletTimelineTitle', language)}>
        {steps.map((step) =>
          step.kind === 'created' ? (
            <li key="created" data-step="created">
              {formatTime(step.time)} · {Wallet.walletLabel('walletTimelineCreated', language)}
            </li>
          ) : (
            <li key={step.entry.id} data-step={step.entry.deType}>
              {formatTime(step.time)} · {step.entry.deSummary} <Amount value={step.entry.deAmt} signed /> →{' '}
              <Amount value={step.entry.afterAmt} />
            </li>
          ),
        )}
      </ol>
    </details>
  )
}
