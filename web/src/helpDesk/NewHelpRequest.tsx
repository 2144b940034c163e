import { HelpDesk } from '@bourse/core'
import { useHelpDesk } from '@bourse/react-hooks'
import { Button } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { useMessage } from '../i18n/useLabels.js'
import { showOutcome } from '../showOutcome.js'
import { HelpImages } from './HelpImages.js'
import { type HelpDeskLabels, useHelpDeskLabels } from './helpDeskLabels.js'
import { helpDesk } from './helpDeskStores.js'
import { MessageBox } from './MessageBox.js'

const kindLabel = (labels: HelpDeskLabels, kind: HelpDesk.LinkedRecordKind) => labels[`linkedKind_${kind}`]

/** The record picker: a kind, then its number (the server checks it is the investor's own). */
const LinkedRecordFields = () => {
  const labels = useHelpDeskLabels()
  const linked = useHelpDesk(helpDesk, (state) => state.draft.linked)
  const setKind = (kind: string) =>
    helpDesk.getState().setLinked(HelpDesk.isLinkedRecordKind(kind) ? { kind, id: linked?.id ?? '' } : undefined)
  return (
    <div className="field">
      <label htmlFor="help-linked-kind">{labels.linkedRecord}</label>
      <div className="field-row">
        <select
          id="help-linked-kind"
          className="help-select"
          value={linked?.kind ?? ''}
          onChange={(event) => setKind(event.currentTarget.value)}
        >
          <option value="">{labels.linkedNone}</option>
          {HelpDesk.linkedRecordKinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabel(labels, kind)}
            </option>
          ))}
        </select>
        {linked && (
          <input
            className="help-input"
            aria-label={labels.linkedId}
            placeholder={labels.linkedId}
            value={linked.id}
            onChange={(event) =>
              helpDesk.getState().setLinked({ kind: linked.kind, id: event.currentTarget.value.trim() })
            }
          />
        )}
      </div>
    </div>
  )
}

/** /service?new=1: topic, message, up to 3 images, optionally the record it concerns; Send files it. */
export const NewHelpRequest = ({ kind, record }: { kind: string | null; record: string | null }) => {
  const labels = useHelpDeskLabels()
  const translate = useMessage()
  const navigate = useNavigate()
  const topic = useHelpDesk(helpDesk, (state) => state.draft.topic)
  const sending = useHelpDesk(helpDesk, (state) => state.sending)
  useEffect(() => {
    if (kind !== null && record !== null && HelpDesk.isLinkedRecordKind(kind))
      helpDesk.getState().setLinked({ kind, id: record })
  }, [kind, record])
  const send = async () => {
    const outcome = await helpDesk.getState().create()
    if (showOutcome(outcome, navigate) && outcome.ok) navigate(`/service?id=${outcome.id}`, { replace: true })
  }
  return (
    <main className="page help-desk">
      <form
        className="card money-form"
        aria-label={labels.newRequest}
        onSubmit={(event) => {
          event.preventDefault()
          void send()
        }}
      >
        <h2>{labels.newRequest}</h2>
        <fieldset className="help-topics">
          <legend className="field-label">{labels.topic}</legend>
          {HelpDesk.helpTopics.map((each) => (
            <label key={each} className={each === topic ? 'help-topic help-topic-on' : 'help-topic'}>
              <input
                type="radio"
                name="topic"
                value={each}
                checked={each === topic}
                onChange={() => helpDesk.getState().setTopic(each)}
              />
              {translate(HelpDesk.helpTopicKey(each))}
            </label>
          ))}
        </fieldset>
        <MessageBox label={labels.message} />
        <HelpImages />
        <LinkedRecordFields />
        <Button block type="submit" color="primary" size="large" loading={sending} disabled={sending}>
          {labels.send}
        </Button>
      </form>
    </main>
  )
}
