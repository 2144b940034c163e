import './helpDesk.css'
import { useSearchParams } from 'react-router-dom'
import { HelpRequestList } from './HelpRequestList.js'
import { HelpThreadView } from './HelpThreadView.js'
import { NewHelpRequest } from './NewHelpRequest.js'

/**
 * /service, the investor's help desk (DECISIONS §22): the requests (`/service`), a new one (`?new=1`, optionally
 * `&kind=withdrawal&record=12` from a record's screen) and a thread (`?id=12`). The online-service address, when site
 * info has one, is offered beside the list; without one the page is still the help desk, never /recharge.
 */
export const ServicePage = () => {
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  if (Number.isSafeInteger(id) && id > 0) return <HelpThreadView id={id} />
  if (params.get('new') !== null) return <NewHelpRequest kind={params.get('kind')} record={params.get('record')} />
  return <HelpRequestList />
}
