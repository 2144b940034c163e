import { HelpDesk, Money } from '@bourse/core'
import { type LinkedRecordChoice, useHelpDesk } from '@bourse/react-hooks'
import { Button } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { formatTime } from '../formatTime.js'
import { fill } from '../i18n/fill.js'
import { useLabels, useMessage } from '../i18n/useLabels.js'
import { showOutcome } from '../showOutcome.js'
import { HelpImages } from './HelpImages.js'
import { type HelpDeskLabels, useHelpDeskLabels } from './helpDeskLabels.js'
import { helpDesk } from './helpDeskStores.js'
import { MessageBox } from './MessageBox.js'

const kindLabel = (labels: HelpDeskLabels, kind: HelpDesk.LinkedRecordKind) => labels[`linkedKind_${kind}`]

/** One record as the picker lists it: its number, amount, instrument and time, as its own screen shows them. */
const choiceText = (choice: LinkedRecordChoice, labels: HelpDeskLabels, common: ReturnType<typeof useLabels>) =>
  [
    fill(common.recordNumber, { number: choice.id }),
    choice.code && `${choice.code} ${choice.name ?? ''}`.trim(),
    choice.amount && Money.format(choice.amount),
    formatTime(choice.at),
  ]
    .filter(Boolean)
    .join(' · ') || labels.linkedId

/**
 * The record picker: a kind, then one of the investor's records of it, listed with the number its screen shows (no
 * typing); the server checks it is the investor's own.
 */
const LinkedRecordFields = () => {
  const labels = useHelpDeskLabels()
  const common = useLabels()
  const linked = useHelpDesk(helpDesk, (state) => state.draft.linked)
  const choices = useHelpDesk(helpDesk, (state) => state.choices)
  const setKind = (kind: string) =>
    void helpDesk.getState().chooseKind(HelpDesk.isLinkedRecordKind(kind) ? kind : undefined)
  const list = choices?.kind === linked?.kind ? choices?.list : undefined
  // a record linked from its screen may be older than the 20 listed: it stays a choice
  const extra = Boolean(linked?.id) && !list?.some((each) => each.id === linked?.id)
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
      </div>
      {linked && (
        <select
          id="help-linked-record"
          className="help-select"
          aria-label={labels.linkedId}
          value={linked.id}
          disabled={!extra && (list === undefined || list.length === 0)}
          onChange={(event) => helpDesk.getState().setLinked({ kind: linked.kind, id: event.currentTarget.value })}
        >
          <option value="">
            {list === undefined ? labels.linkedReading : list.length === 0 ? labels.linkedNoRecords : labels.linkedId}
          </option>
          {extra && <option value={linked.id}>{fill(common.recordNumber, { number: linked.id })}</option>}
          {list?.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choiceText(choice, labels, common)}
            </option>
          ))}
        </select>
      )}
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
    if (kind !== null && record !== null && HelpDesk.isLinkedRecordKind(kind)) {
      void helpDesk.getState().chooseKind(kind)
      helpDesk.getState().setLinked({ kind, id: record })
    }
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
