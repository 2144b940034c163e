import './contractNotes.css'
import { type Language, languages } from '@bourse/core'
import { useContractNotes } from '@bourse/react-hooks'
import { Button, Input, List, Tag } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { fill } from '../i18n/fill.js'
import { showOutcome } from '../showOutcome.js'
import { contractNotes } from './contractNotesStores.js'
import { type DocumentLabels, useDocumentLabels } from './documentLabels.js'

const languageNames: Readonly<Record<Language, string>> = { en: 'English', 'zh-CN': '简体中文', 'zh-TW': '繁體中文' }

const deliveryOf = (labels: DocumentLabels, delivery: string) =>
  delivery === 'sent' ? labels.sent : delivery === 'kept' ? labels.kept : labels.sending

/** The address (confirmed by a mailed code), the document password and the documents' language. */
const DocumentSettingsCard = () => {
  const labels = useDocumentLabels()
  const navigate = useNavigate()
  const settings = useContractNotes(contractNotes, (state) => state.settings)
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  if (settings === undefined) return null
  const act = async (outcome: Promise<Parameters<typeof showOutcome>[0]>, reset: () => void) => {
    if (showOutcome(await outcome, navigate)) reset()
  }
  return (
    <section className="card document-settings" aria-label={labels.settings}>
      <h3>{labels.settings}</h3>
      <p className="muted" data-testid="document-email">
        {labels.email}: {settings.email ?? '—'}{' '}
        {settings.emailConfirmed && <Tag color="success">{labels.confirmed}</Tag>}
      </p>
      {settings.pendingEmail && <p className="muted">{fill(labels.pending, { email: settings.pendingEmail })}</p>}
      <Input aria-label={labels.email} placeholder={labels.emailPlaceholder} value={email} onChange={setEmail} />
      <Button size="small" onClick={() => void act(contractNotes.getState().askCode(email), () => setEmail(''))}>
        {labels.sendCode}
      </Button>
      {settings.pendingEmail && (
        <>
          <Input aria-label={labels.code} placeholder={labels.code} value={code} onChange={setCode} />
          <Button size="small" onClick={() => void act(contractNotes.getState().confirm(code), () => setCode(''))}>
            {labels.confirm}
          </Button>
        </>
      )}
      <h4>{labels.password}</h4>
      <p className="muted">{settings.passwordIsPhone ? labels.passwordPhone : labels.passwordOwn}</p>
      <Input
        aria-label={labels.password}
        type="password"
        placeholder={labels.passwordPlaceholder}
        value={password}
        onChange={setPassword}
      />
      <Button
        size="small"
        onClick={() => void act(contractNotes.getState().setPassword(password), () => setPassword(''))}
      >
        {labels.savePassword}
      </Button>
      <h4>{labels.language}</h4>
      <div className="document-languages">
        {languages.map((language) => (
          <Button
            key={language}
            size="small"
            color={settings.language === language ? 'primary' : 'default'}
            onClick={() => void act(contractNotes.getState().setLanguage(language), () => undefined)}
          >
            {languageNames[language]}
          </Button>
        ))}
      </div>
    </section>
  )
}

/**
 * /contractNotes (DECISIONS §27): the investor's contract notes and monthly statements by day, each downloadable
 * (the signed, password-protected PDF) and mailable again to the confirmed address; below, the document settings.
 */
export const ContractNotesPage = () => {
  const labels = useDocumentLabels()
  const navigate = useNavigate()
  const notes = useContractNotes(contractNotes, (state) => state.notes)
  useEffect(() => {
    void contractNotes.getState().load()
  }, [])
  return (
    <main className="page contract-notes">
      <section className="card">
        <h2>{labels.title}</h2>
        <p className="muted">{labels.intro}</p>
      </section>
      {notes === undefined ? (
        <p className="muted">{labels.loading}</p>
      ) : notes.length === 0 ? (
        <p className="muted" data-testid="contract-notes-empty">
          {labels.none}
        </p>
      ) : (
        <List className="card-list" aria-label={labels.title}>
          {notes.map((note) => (
            <List.Item
              key={note.id}
              data-testid="contract-note"
              description={`${note.kind === 'note' ? labels.note : labels.statement} · ${deliveryOf(labels, note.delivery)}`}
              extra={
                <span className="contract-note-actions">
                  <a href={contractNotes.getState().fileUrl(note.id)} download data-testid="contract-note-download">
                    {labels.download}
                  </a>
                  <Button
                    size="mini"
                    onClick={async () => {
                      showOutcome(await contractNotes.getState().resend(note.id), navigate)
                    }}
                  >
                    {labels.resend}
                  </Button>
                </span>
              }
            >
              {note.date}
            </List.Item>
          ))}
        </List>
      )}
      <DocumentSettingsCard />
    </main>
  )
}
