import type { AccountLookupState, LookedUpAccount, StaffStore } from '@bourse/react-hooks'
import { Text } from 'ink'
import type { ReactNode } from 'react'
import { edited, type Key } from '../terminal/keys.js'
import type { IdentityActions } from './identityActions.js'
import { roleStops, type StaffActionContext } from './staffActions.js'
import type { Confirmation } from './useConfirmation.js'
import { useLatestState } from './useLatestState.js'

/** What the Identity tab's keys use from the console. */
export interface IdentityKeysContext {
  readonly lookup: StaffStore<AccountLookupState>
  /** The full ID and images (audited), the bank-card reset and the sign-out; read-only without them. */
  readonly identity: IdentityActions | undefined
  /** The member's roles: a key the role may not use is refused before its reason (none known without it). */
  readonly actions: StaffActionContext | undefined
  /** Writes above the console's frame (Ink keeps its frame below): the ID images. */
  readonly write: (text: string) => void
  readonly note: (text: string | undefined) => void
  readonly confirm: (question: Confirmation) => void
}

/** What the reason prompt is for: a bank-card reset or ending every session (both change the identity's access). */
type ReasonFor = 'bank' | 'signOut'

/**
 * The Identity tab's keys: `i` shows the full ID number and draws the saved images above the console (files
 * otherwise), `b` resets the bank card and `o` signs the investor out everywhere, each after a reason and y/n.
 */
export const useIdentityKeys = ({ lookup, identity, actions, write, note, confirm }: IdentityKeysContext) => {
  const [reason, setReason, typedReason] = useLatestState<string | undefined>(undefined)
  const [reasonFor, setReasonFor, reasonAction] = useLatestState<ReasonFor>('bank')

  /** The reason prompt, while open, takes every key; false when it is not open. */
  const prompt = (account: LookedUpAccount, input: string, key: Key): boolean => {
    const typed = typedReason()
    if (typed === undefined) return false
    if (key.escape) {
      setReason(undefined)
      return true
    }
    const { text, enter } = edited(typed, input, key)
    setReason(text)
    if (!enter || !identity) return true
    if (text.trim() === '') {
      note('a reason is required')
      return true
    }
    const card = (account.sections.identity as { bankCard?: { bankName?: string; bankNo?: string } | null })?.bankCard
    if (reasonAction() === 'signOut') {
      confirm({
        text: `sign ${account.user.phone} ${account.user.realName} out everywhere · reason: ${text.trim()}`,
        run: async () => {
          setReason(undefined)
          const ended = await identity.signOut(account.user.phone, text.trim())
          note(ended.ok ? `${ended.ended} session(s) ended` : ended.msg)
        },
      })
      return true
    }
    confirm({
      text: `reset the bank card of ${account.user.phone} ${account.user.realName} (${card ? `${card.bankName ?? ''} ${card.bankNo ?? ''}`.trim() : 'none'}) · reason: ${text.trim()}`,
      run: async () => {
        setReason(undefined)
        const reset = await identity.resetBank(account.user.phone, text.trim())
        note(reset.ok ? `bank card ${reset.removed} removed` : reset.msg)
        void lookup.getState().refresh()
      },
    })
    return true
  }

  /** `i`, `b` and `o` on the Identity tab; false for any other key. */
  const handle = (account: LookedUpAccount, input: string): boolean => {
    if (!identity || lookup.getState().tab !== 'identity') return false
    const path = ({ i: '/kyc/show', b: '/bank/reset', o: '/users/signOut' } as const)[input]
    if (path === undefined) return false
    if (roleStops(actions, path, note)) return true
    if (input === 'i') {
      note('reading the full ID and its images…')
      void identity.reveal(account.user.phone).then((shown) => {
        if (!shown.ok) return note(shown.msg)
        // Drawn above the console (Ink keeps its frame below what is written this way).
        for (const picture of shown.pictures) write(`${picture}\n`)
        const drawn = shown.pictures.length > 0 ? `${shown.pictures.length} drawn above` : ''
        note(`ID ${shown.idCard} (audited) · images: ${[drawn, ...shown.files].filter(Boolean).join(', ') || 'none'}`)
      })
      return true
    }
    setReasonFor(input === 'b' ? 'bank' : 'signOut')
    note(undefined)
    setReason('')
    return true
  }

  const promptLine: ReactNode =
    reason !== undefined ? (
      <Text>
        {reasonFor === 'bank' ? 'bank-card reset — reason: ' : 'sign out everywhere — reason: '}
        <Text inverse>{`${reason} `}</Text>
        <Text dimColor>{'  Enter · Esc cancel'}</Text>
      </Text>
    ) : null
  return { prompt, handle, typing: () => typedReason() !== undefined, promptLine }
}
