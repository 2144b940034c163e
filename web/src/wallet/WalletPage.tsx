import '../account/account.css'
import { Tabs } from 'antd-mobile'
import { Link, useSearchParams } from 'react-router-dom'
import { useAccountLabels } from '../account/accountLabels.js'
import { RechargeForm } from './RechargeForm.js'
import { WithdrawForm } from './WithdrawForm.js'

/** /wallet: Recharge and Withdrawal tabs, links to the records, transfers and online service (spec 001 §2). */
export const WalletPage = () => {
  const labels = useAccountLabels()
  const [query, setQuery] = useSearchParams()
  const tab = query.get('tab') === 'withdraw' ? 'withdraw' : 'recharge'
  return (
    <main className="page">
      <Tabs activeKey={tab} onChange={(key) => setQuery({ tab: key }, { replace: true })}>
        <Tabs.Tab key="recharge" title={labels.recharge} />
        <Tabs.Tab key="withdraw" title={labels.withdraw} />
      </Tabs>
      {tab === 'recharge' ? <RechargeForm /> : <WithdrawForm />}
      <nav className="link-row">
        <Link to="/rechargelist">{labels.rechargeRecords}</Link>
        <Link to="/cashWithdrawalRecord">{labels.withdrawalRecords}</Link>
        <Link to="/transfers">{labels.transfers}</Link>
        <Link to="/service">{labels.onlineService}</Link>
      </nav>
    </main>
  )
}
