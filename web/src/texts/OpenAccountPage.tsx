import { Button, Steps } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { useLabels } from '../i18n/useLabels.js'

/** /openaccount: the three steps and what to have ready (spec 001 §2). */
export const OpenAccountPage = () => {
  const labels = useLabels()
  const navigate = useNavigate()
  return (
    <main className="page">
      <Steps current={0}>
        <Steps.Step title={labels.register} />
        <Steps.Step title={labels.realName} />
        <Steps.Step title={labels.buy} />
      </Steps>
      <p className="card">{labels.prepare}</p>
      <Button block color="primary" size="large" onClick={() => navigate('/register')}>
        {labels.register}
      </Button>
    </main>
  )
}
