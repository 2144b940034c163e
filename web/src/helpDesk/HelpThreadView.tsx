import { HelpDesk } from '@bourse/core'
import { useHelpDesk } from '@bourse/react-hooks'
import { Button, Tag } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { formatTime } from '../formatTime.js'
import { fill } from '../i18n/fill.js'
import { useMessage } from '../i18n/useLabels.js'
import { showOutcome } from '../showOutcome.js'
import { HelpImages } from './HelpImages.js'
import { useHelpDeskLabels } from './helpDeskLabels.js'
import { helpDesk } from './helpDeskStores.js'
import { MessageBox } from './MessageBox.js'
import { statusColour } from './statusColour.js'

/** /service?id=: the thread, oldest first; a reply box while it is not closed, Reopen for 7 days once it is. */
export const HelpThreadView = ({ id }: { id: number }) => {
  const labels = useHelpDeskLabels()
  const translate = useMessage()
  const navigate = useNavigate()
  const thread = useHelpDesk(helpDesk, (state) => (state.thread?.request.id === id ? state.thread : undefined))
  const sending = useHelpDesk(helpDesk, (state) => state.sending)
  const [refused, setRefused] = useState<string | undefined>(undefined)
  useEffect(() => {
    setRefused(undefined)
    void helpDesk
      .getState()
      .open(id)
      .then((outcome) => {
        if (outcome.ok || outcome.failure?.kind === 'network') return
        setRefused(outcome.msg)
        showOutcome(outcome, navigate)
      })
    // followed on the live socket while on screen: a reply shows without a reload
    return () => helpDesk.getState().leave()
  }, [id, navigate])
  if (!thread)
    return (
      <main className="page help-desk">
        <Link to="/service" className="help-back">
          ← {labels.backToList}
        </Link>
        <p className="muted">{refused ?? labels.loading}</p>
      </main>
    )
  const { request } = thread
  const status = (['open', 'answered', 'closed'] as const)[request.status]
  return (
    <main className="page help-desk">
      <Link to="/service" className="help-back">
        ← {labels.backToList}
      </Link>
      <section className="card" aria-label={fill(labels.requestNumber, { id: String(request.id) })}>
        <h2>{fill(labels.requestNumber, { id: String(request.id) })}</h2>
        <p className="muted">
          {translate(HelpDesk.helpTopicKey(request.topic))}
          {request.linked && ` · ${labels[`linkedKind_${request.linked.kind}`]} ${request.linked.id}`}{' '}
          <Tag color={statusColour[status]} data-testid="help-status">
            {translate(HelpDesk.helpStatusKey(status))}
          </Tag>
        </p>
      </section>
      <ol className="help-thread">
        {thread.messages.map((message) => (
          <li key={message.id} className={`help-message help-from-${message.author}`} data-author={message.author}>
            <div className="help-meta">
              {message.author === 'investor' ? labels.you : labels.support} · {formatTime(message.createTime)}
            </div>
            <p className="help-text">{message.text}</p>
            {message.images.map((key) => (
              <img key={key} className="help-thread-image" src={`/prod-api/user/image/${key}`} alt="" />
            ))}
          </li>
        ))}
      </ol>
      {status === 'closed' ? (
        <section className="card">
          <p className="muted">{request.canReopen ? labels.reopenHint : labels.closedHint}</p>
          {request.canReopen && (
            <Button
              block
              onClick={async () => {
                showOutcome(await helpDesk.getState().reopen(), navigate)
              }}
            >
              {labels.reopen}
            </Button>
          )}
        </section>
      ) : (
        <form
          className="card money-form"
          onSubmit={async (event) => {
            event.preventDefault()
            showOutcome(await helpDesk.getState().write(), navigate)
          }}
        >
          <MessageBox label={labels.reply} />
          <HelpImages />
          <Button block type="submit" color="primary" loading={sending} disabled={sending}>
            {labels.send}
          </Button>
        </form>
      )}
    </main>
  )
}
