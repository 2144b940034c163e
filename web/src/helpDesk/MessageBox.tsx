import { HelpDesk } from '@bourse/core'
import { useHelpDesk } from '@bourse/react-hooks'
import { fill } from '../i18n/fill.js'
import { useHelpDeskLabels } from './helpDeskLabels.js'
import { helpDesk } from './helpDeskStores.js'

/** The draft's text with its character count against core's 2 000 (characters as people count them). */
export const MessageBox = ({ label }: { label: string }) => {
  const labels = useHelpDeskLabels()
  const message = useHelpDesk(helpDesk, (state) => state.draft.message)
  const count = [...message.trim()].length
  return (
    <div className="field">
      <label htmlFor="help-message">{label}</label>
      <textarea
        id="help-message"
        className="help-textarea"
        rows={5}
        value={message}
        placeholder={labels.messagePlaceholder}
        onChange={(event) => helpDesk.getState().setMessage(event.currentTarget.value)}
      />
      <span className={count > HelpDesk.maxMessageLength ? 'down help-count' : 'muted help-count'}>
        {fill(labels.charactersLeft, { count: String(count), max: String(HelpDesk.maxMessageLength) })}
      </span>
    </div>
  )
}
