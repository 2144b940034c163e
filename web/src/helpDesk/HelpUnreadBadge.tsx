import { useHelpDesk } from '@bourse/react-hooks'
import { Badge } from 'antd-mobile'
import { helpUnread } from './helpUnread.js'

/** The number of help requests with an unread reply, beside /user's "Online service"; nothing at 0. */
export const HelpUnreadBadge = () => {
  const count = useHelpDesk(helpUnread, (state) => state.count)
  return count > 0 ? <Badge content={count} data-testid="help-unread" /> : null
}
