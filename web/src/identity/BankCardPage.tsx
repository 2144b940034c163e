import '../account/account.css'
import { useWallet } from '@bourse/react-hooks'
import { Button } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAccountLabels } from '../account/accountLabels.js'
import { bankCard } from '../account/accountStores.js'

/** /bankCard and /card: the bound card (last 4 digits only), or the way to add one; change through /bankUpDate. */
export const BankCardPage = () => {
  const labels = useAccountLabels()
  const navigate = useNavigate()
  const bank = useWallet(bankCard, (state) => state.bank)
  useEffect(() => {
    void bankCard.getState().load(false)
  }, [])
  if (bank === undefined) return <main className="page muted">{labels.loading}</main>
  return (
    <main className="page">
      {bank ? (
        <section className="card bank-card" aria-label={labels.bankCard}>
          <p className="user-name">{bank.bankName}</p>
          <p className="num" data-testid="bank-number">
            {bank.bankNo}
          </p>
          <dl className="money-preview">
            <div>
              <dt>{labels.payeeName}</dt>
              <dd>{bank.payeeName}</dd>
            </div>
            <div>
              <dt>{labels.ifsc}</dt>
              <dd>{bank.ifscCode}</dd>
            </div>
            <div>
              <dt>{labels.branch}</dt>
              <dd>{bank.bankAddress}</dd>
            </div>
          </dl>
          <Button block onClick={() => navigate('/bankUpDate')}>
            {labels.changeCard}
          </Button>
        </section>
      ) : (
        <section className="card">
          <p className="muted">{labels.noCard}</p>
          <Button block color="primary" size="large" onClick={() => navigate('/addCard')}>
            {labels.addCard}
          </Button>
        </section>
      )}
    </main>
  )
}
