import { useWatch } from '@bourse/react-hooks'
import { List, Switch } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { showOutcome } from '../showOutcome.js'
import { push } from './pushNotices.js'
import { useWatchLabels } from './watchLabels.js'

/**
 * Notifications on this device: the switch asks the browser's permission (only on this tap) and subscribes; off, the
 * server and the browser forget the subscription.
 */
export const PushSwitch = () => {
  const labels = useWatchLabels()
  const navigate = useNavigate()
  const state = useWatch(push, (each) => each)
  const on = state.wanted && state.permission === 'granted'
  const note =
    state.permission === 'unsupported'
      ? labels.notificationsUnsupported
      : state.permission === 'denied'
        ? labels.notificationsBlocked
        : labels.notificationsHint
  return (
    <List className="card-list">
      <List.Item
        description={note}
        extra={
          <Switch
            aria-label={labels.notifications}
            checked={on}
            loading={state.busy}
            disabled={state.permission === 'unsupported' || state.permission === 'denied'}
            onChange={async (checked) => {
              showOutcome(checked ? await push.getState().enable() : await push.getState().disable(), navigate)
            }}
          />
        }
      >
        {labels.notifications}
      </List.Item>
    </List>
  )
}
