import './texts.css'
import { Link } from 'react-router-dom'
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

/**
 * /college (the spec's faculties page, which held one "Line 1"): short lessons on what a new investor meets here —
 * price limits, leverage, the liquidation line, charges, candlesticks —, saying the brokerage is simulated, and a
 * link to the full trading rules.
 */
export const CollegePage = () => {
  const labels = useTextsLabels()
  return (
    <main className="page text-page" data-testid="college">
      <h2>{labels.college}</h2>
      <p className="text-meta">{labels.collegeIntro}</p>
      <ol className="card college-lessons">
        {labels.collegeLessons.map((lesson) => (
          <li key={lesson}>{lesson}</li>
        ))}
      </ol>
      <Link to="/about?e=5">{labels.collegeRules}</Link>
    </main>
  )
}
