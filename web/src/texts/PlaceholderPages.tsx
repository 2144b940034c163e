import './texts.css'
import { fill } from '../i18n/fill.js'
import { useTextsLabels } from './textsPageLabels.js'

/** /jijin: the spec's placeholder "Preferred Fund" page; no fund is offered. */
export const PreferredFundPage = () => {
  const labels = useTextsLabels()
  return (
    <main className="page text-page">
      <h2>{labels.preferredFund}</h2>
      <p className="card muted">{labels.noFunds}</p>
    </main>
  )
}

/** /college: the spec's placeholder faculties page, with its one "Line 1". */
export const CollegePage = () => {
  const labels = useTextsLabels()
  return (
    <main className="page text-page">
      <h2>{labels.faculties}</h2>
      <ul className="card">
        <li>{fill(labels.line, { n: '1' })}</li>
      </ul>
    </main>
  )
}
