import '../account/account.css'
import { Link } from 'react-router-dom'
import { useAccountLabels } from '../account/accountLabels.js'
import { RechargeForm } from './RechargeForm.js'

/** /recharge: the deposit screen, with a link to the top-up records. */
export const RechargePage = () => {
  const labels = useAccountLabels()
  return (
    <main className="page">
      <RechargeForm />
      <nav className="link-row">
        <Link to="/rechargelist">{labels.rechargeRecords}</Link>
      </nav>
    </main>
  )
}
