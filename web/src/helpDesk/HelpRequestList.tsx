import { HelpDesk } from '@bourse/core'
import { loadAgentUrl, useHelpDesk } from '@bourse/react-hooks'
import { Badge, Button, List, Tag } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { client } from '../appStores.js'
import { formatTime } from '../formatTime.js'
import { useMessage } from '../i18n/useLabels.js'
import { useHelpDeskLabels } from './helpDeskLabels.js'
import { helpDesk } from './helpDeskStores.js'
import { statusColour } from './statusColour.js'

/** The online-service address from site info, when the broker has one (spec 001 §7). */
const useAgentUrl = () => {
  const [url, setUrl] = useState<string | undefined>(undefined)
  useEffect(() => {
    void loadAgentUrl(client).then(setUrl)
  }, [])
  return url
}

/** /service: the investor's requests, newest activity first, each with its status and an unread badge. */
export const HelpRequestList = () => {
  const labels = useHelpDeskLabels()
  const translate = useMessage()
  const navigate = useNavigate()
  const requests = useHelpDesk(helpDesk, (state) => state.requests)
  const agentUrl = useAgentUrl()
  useEffect(() => {
    void helpDesk.getState().loadList()
  }, [])
  return (
    <main className="page help-desk">
      <section className="card">
        <h2>{labels.helpDesk}</h2>
        <p className="muted">{labels.helpIntro}</p>
        <Button block color="primary" onClick={() => navigate('/service?new=1')}>
          {labels.newRequest}
        </Button>
        {agentUrl && (
          <a className="agent-link" href={agentUrl} target="_blank" rel="noopener noreferrer">
            {labels.onlineService}
          </a>
        )}
      </section>
      <h3 className="help-heading">{labels.myRequests}</h3>
      {requests === undefined ? (
        <p className="muted">{labels.loading}</p>
      ) : requests.length === 0 ? (
        <p className="muted" data-testid="help-empty">
          {labels.noRequests}
        </p>
      ) : (
        <List className="card-list" aria-label={labels.myRequests}>
          {requests.map((request) => {
            const status = (['open', 'answered', 'closed'] as const)[request.status]
            return (
              <List.Item
                key={request.id}
                arrowIcon
                data-testid="help-request"
                data-unread={request.unread}
                onClick={() => navigate(`/service?id=${request.id}`)}
                description={`${translate(HelpDesk.helpTopicKey(request.topic))} · ${formatTime(request.updateTime)}`}
                extra={
                  <span className="help-extra">
                    {request.unread && <Badge content={labels.newReply} />}
                    <Tag color={statusColour[status]}>{translate(HelpDesk.helpStatusKey(status))}</Tag>
                  </span>
                }
              >
                {request.subject}
              </List.Item>
            )
          })}
        </List>
      )}
    </main>
  )
}
