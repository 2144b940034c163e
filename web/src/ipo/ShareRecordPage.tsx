import { useEffect } from 'react'
import { ipo } from '../screenStores.js'
import { IpoApplications } from './IpoApplications.js'

/** /sharerecord (all my applications) and /zhongqianrecord (`onlyAllotted`: the winning ones). */
export const ShareRecordPage = ({ onlyAllotted = false }: { onlyAllotted?: boolean }) => {
  useEffect(() => {
    void ipo.applications.getState().setFilter(null)
  }, [])
  return (
    <main className="page">
      <IpoApplications onlyAllotted={onlyAllotted} />
    </main>
  )
}

/** /zhongqianrecord: the winning records. */
export const WinningRecordPage = () => <ShareRecordPage onlyAllotted />
