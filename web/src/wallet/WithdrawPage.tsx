import '../account/account.css'
import { Link } from 'react-router-dom'
import { useAccountLabels } from '../account/accountLabels.js'
import { WithdrawForm } from './WithdrawForm.js'

/** /withdraw and /cash: the withdrawal screen, with a link to the records. */
export const WithdrawPage = () => {
  const labels = useAccountLabels()
  return (
    <main className="page">
      <WithdrawForm />
      <nav className="link-row">
        <Link to="/cashWithdrawalRecord">{labels.withdrawalRecords}</Link>
      </nav>
    </main>
  )
}
