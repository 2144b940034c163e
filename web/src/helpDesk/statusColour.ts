import type { HelpDesk } from '@bourse/core'

/** antd-mobile tag colours of a request's status: waiting stands out, answered is good news, closed is quiet. */
export const statusColour: Readonly<Record<HelpDesk.HelpRequestStatus, 'warning' | 'success' | 'default'>> = {
  open: 'warning',
  answered: 'success',
  closed: 'default',
}
