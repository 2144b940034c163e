import './texts.css'
import { openAccountStep, useAccount, useSession } from '@bourse/react-hooks'
import { Button, Steps } from 'antd-mobile'
import { useEffect } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { account, session } from '../appStores.js'
import { TestSiteNotice } from '../components/TestSiteNotice.js'
import { useTextsLabels } from './textsPageLabels.js'

/**
 * /openaccount (spec 001 §2): the three steps (register, identity, trade) with this visitor's place in them, what to
 * have ready, why open an account, and one button to the next step — /register, /smrz once signed in, the markets
 * once approved.
 */
export const OpenAccountPage = () => {
  const labels = useTextsLabels()
  const navigate = useNavigate()
  const signedIn = useSession(session, (state) => state.token !== undefined)
  const isActive = useAccount(account, (state) => state.user?.isActive)
  useEffect(() => {
    if (signedIn) void account.getState().loadUser()
  }, [signedIn])
  const step = openAccountStep(signedIn, isActive)
  const button = [labels.registerNow, labels.verifyNow, labels.goTrade][step.current]
  return (
    <main className="page text-page" data-step={step.current}>
      <Steps current={step.current}>
        <Steps.Step title={labels.stepRegister} />
        <Steps.Step title={labels.stepVerify} />
        <Steps.Step title={labels.stepTrade} />
      </Steps>
      <section className="card" aria-label={labels.prepareTitle}>
        <h2>{labels.prepareTitle}</h2>
        <ul>
          <li>{labels.prepareId}</li>
          <li>{labels.prepareBank}</li>
          <li>{labels.prepareNetwork}</li>
        </ul>
      </section>
      <section className="card" aria-label={labels.whyTitle}>
        <h2>{labels.whyTitle}</h2>
        <ul>
          <li>{labels.whyMarkets}</li>
          <li>{labels.whyLever}</li>
          <li>{labels.whyHonest}</li>
          {step.current > 0 && (
            <li>
              <Link to="/benefits_apply">{labels.welfareTitle}</Link>
            </li>
          )}
        </ul>
      </section>
      <TestSiteNotice />
      <Button block color="primary" size="large" onClick={() => navigate(step.next)}>
        {button}
      </Button>
    </main>
  )
}
