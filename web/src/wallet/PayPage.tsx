import '../account/account.css'
import type { Language } from '@bourse/core'
import { Link, useSearchParams } from 'react-router-dom'
import { useAccountLabels } from '../account/accountLabels.js'
import { useLanguage } from '../i18n/useLabels.js'

/**
 * The payment address a recharge answered, if it is this server's own sandbox page (an address of another site is
 * not framed: a crafted link must not show a look-alike page under the app's title).
 */
const sandboxAddress = (url: string | null, language: Language): string | undefined => {
  if (url === null) return undefined
  try {
    const parsed = new URL(url, window.location.origin)
    // A frame cannot send the app's `lang` header: the page is asked for in the app's language by its address.
    parsed.searchParams.set('lang', language)
    return parsed.origin === window.location.origin && parsed.pathname.startsWith('/sandbox-pay/')
      ? parsed.href
      : undefined
  } catch {
    return undefined
  }
}

/** /pay?url=: the sandbox payment page in a frame, titled "Deposited" (spec 001 §2). */
export const PayPage = () => {
  const labels = useAccountLabels()
  const [query] = useSearchParams()
  const language = useLanguage()
  const address = sandboxAddress(query.get('url'), language)
  return (
    <main className="page pay-page">
      {address ? (
        <iframe className="pay-frame" src={address} title={labels.payInFrame} />
      ) : (
        <p className="muted">{labels.nothingYet}</p>
      )}
      <nav className="link-row">
        <Link to="/rechargelist">{labels.backToRecords}</Link>
      </nav>
    </main>
  )
}
