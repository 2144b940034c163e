import './account.css'
import { useNavigate } from 'react-router-dom'
import { ChangeLoginPasswordForm } from './ChangePasswordSheet.js'

/** /loginPassword: change the login password, then back to /user. */
export const LoginPasswordPage = () => {
  const navigate = useNavigate()
  return (
    <main className="page">
      <section className="card">
        <ChangeLoginPasswordForm onDone={() => navigate('/user')} />
      </section>
    </main>
  )
}
