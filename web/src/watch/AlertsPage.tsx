import './watch.css'
import type { WatchAlert, WatchGtt } from '@bourse/react-hooks'
import { useWatch } from '@bourse/react-hooks'
import { Button, Dialog, List, Tag } from 'antd-mobile'
import { type ReactNode, useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { formatTime } from '../formatTime.js'
import { fill } from '../i18n/fill.js'
import { showOutcome } from '../showOutcome.js'
import { PushSwitch } from './PushSwitch.js'
import { useWatchLabels, type WatchLabels } from './watchLabels.js'
import { watch } from './watchStores.js'

const signs: Readonly<Record<string, string>> = { '>=': '≥', '<=': '≤', '>': '>', '<': '<' }

const statusColour = (status: string) =>
  status === 'active' ? 'primary' : status === 'triggered' ? 'success' : status === 'rejected' ? 'danger' : 'default'

const StatusTag = ({ status }: { status: keyof WatchLabels['status'] }) => {
  const labels = useWatchLabels()
  return (
    <Tag color={statusColour(status)} data-testid="watch-status">
      {labels.status[status]}
    </Tag>
  )
}

/** "Price ≥ 55.00", "Day's change % < 600000's": an alert's condition in words. */
const conditionOf = (labels: WatchLabels, alert: WatchAlert) =>
  `${labels[alert.field]} ${signs[alert.op] ?? alert.op} ${alert.value ?? alert.otherCode ?? ''}`

const confirmThen = async (labels: WatchLabels, act: () => Promise<Parameters<typeof showOutcome>[0]>) =>
  (await Dialog.confirm({ content: labels.confirmDelete, confirmText: labels.delete })) ? act() : undefined

const AlertItem = ({ alert }: { alert: WatchAlert }) => {
  const labels = useWatchLabels()
  const navigate = useNavigate()
  const done = (outcome: Parameters<typeof showOutcome>[0] | undefined): void => {
    if (outcome) showOutcome(outcome, navigate)
  }
  return (
    <List.Item
      data-testid="alert-item"
      data-status={alert.status}
      description={
        <>
          {alert.reason !== '' && <span className="watch-reason">{alert.reason}</span>}
          {alert.firedAt !== null && (
            <span className="watch-fired">
              {fill(labels.fired, { time: formatTime(alert.firedAt), value: alert.firedValue ?? '' })}
            </span>
          )}
          {alert.history.length > 1 && (
            <span className="watch-history">
              {labels.history}:{' '}
              {alert.history
                .slice(1)
                .map((firing) => `${formatTime(firing.firedAt)} ${firing.value}`)
                .join(' · ')}
            </span>
          )}
          <span>{fill(labels.validUntil, { date: formatTime(alert.expiresAt, 'date') })}</span>
          <span className="watch-actions">
            <Button size="mini" onClick={() => navigate(`/alertForm?id=${alert.id}`)}>
              {labels.edit}
            </Button>
            {(alert.status === 'active' || alert.status === 'disabled' || alert.status === 'triggered') && (
              <Button
                size="mini"
                onClick={async () => done(await watch.getState().setAlertEnabled(alert.id, alert.status !== 'active'))}
              >
                {alert.status === 'active' ? labels.disable : labels.enable}
              </Button>
            )}
            <Button
              size="mini"
              color="danger"
              onClick={async () => done(await confirmThen(labels, () => watch.getState().deleteAlert(alert.id)))}
            >
              {labels.delete}
            </Button>
          </span>
        </>
      }
      extra={<StatusTag status={alert.status} />}
    >
      {alert.name} ({alert.code}) · {conditionOf(labels, alert)}
      {alert.repeat === 'daily' ? ` · ${labels.daily}` : ''}
    </List.Item>
  )
}

const GttItem = ({ gtt }: { gtt: WatchGtt }) => {
  const labels = useWatchLabels()
  const navigate = useNavigate()
  const done = (outcome: Parameters<typeof showOutcome>[0] | undefined): void => {
    if (outcome) showOutcome(outcome, navigate)
  }
  const active = gtt.status === 'active'
  return (
    <List.Item
      data-testid="gtt-item"
      data-status={gtt.status}
      description={
        <>
          {gtt.legs.map((leg, index) => (
            <span key={leg.triggerPrice + leg.side} className="gtt-leg-line">
              {fill(labels.leg, { n: String(index + 1) })}: {labels.triggerPrice} {leg.triggerPrice} →{' '}
              {leg.buyType === 0 ? labels.buyUp : labels.buyFall} {leg.buyNum / 100} {labels.hands} ×{leg.lever} @{' '}
              {leg.limitPrice}
            </span>
          ))}
          {gtt.reason !== '' && <span className="watch-reason">{gtt.reason}</span>}
          {gtt.firedAt !== null && gtt.firedLeg !== null && (
            <span className="watch-fired">
              {fill(labels.firedLeg, {
                n: String(gtt.firedLeg + 1),
                price: gtt.firedPrice ?? '',
                time: formatTime(gtt.firedAt),
              })}
              {gtt.orderRef !== null && ` · ${fill(labels.order, { ref: gtt.orderRef })}`}
            </span>
          )}
          <span>{fill(labels.validUntil, { date: formatTime(gtt.expiresAt, 'date') })}</span>
          <span className="watch-actions">
            {active && (
              <Button size="mini" onClick={() => navigate(`/gttForm?id=${gtt.id}`)}>
                {labels.edit}
              </Button>
            )}
            <Button
              size="mini"
              color="danger"
              onClick={async () => done(await confirmThen(labels, () => watch.getState().deleteGtt(gtt.id)))}
            >
              {active ? labels.cancelGtt : labels.remove}
            </Button>
          </span>
        </>
      }
      extra={<StatusTag status={gtt.status} />}
    >
      {gtt.name} ({gtt.code}) · {gtt.type === 'oco' ? labels.oco : labels.single}
    </List.Item>
  )
}

/** A heading and its list: "Loading…" until read, a sentence when empty. */
const WatchSection = <T,>(props: {
  title: string
  items: readonly T[] | undefined
  empty: string
  children: (item: T) => ReactNode
}) => {
  const labels = useWatchLabels()
  return (
    <>
      <h3 className="watch-heading">{props.title}</h3>
      {props.items === undefined ? (
        <p className="muted">{labels.loading}</p>
      ) : props.items.length === 0 ? (
        <p className="muted">{props.empty}</p>
      ) : (
        <List className="card-list" aria-label={props.title}>
          {props.items.map(props.children)}
        </List>
      )}
    </>
  )
}

/**
 * /alerts (from My): notifications on this device, then the investor's price alerts and GTT orders with their
 * status, what fired when and at what, the reason of a refusal or a disable; edit, disable / enable, delete or cancel.
 */
export const AlertsPage = () => {
  const labels = useWatchLabels()
  const alerts = useWatch(watch, (state) => state.alerts)
  const gtts = useWatch(watch, (state) => state.gtts)
  useEffect(() => {
    void watch.getState().load()
  }, [])
  return (
    <main className="page watch-list">
      <PushSwitch />
      <WatchSection title={labels.alerts} items={alerts} empty={labels.noAlerts}>
        {(alert) => <AlertItem key={alert.id} alert={alert} />}
      </WatchSection>
      <WatchSection title={labels.gtts} items={gtts} empty={labels.noGtts}>
        {(gtt) => <GttItem key={gtt.id} gtt={gtt} />}
      </WatchSection>
    </main>
  )
}
