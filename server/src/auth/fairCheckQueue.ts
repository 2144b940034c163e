import { PasswordChecksBusyError } from './scryptPool.js'

/** Who a password check is for: the client address, the phone (or login) and whether the browser is trusted. */
export interface CheckTicket {
  readonly address: string
  readonly phone: string
  /** A device cookie of an earlier sign-in of this phone (OWASP's device cookies): served before everyone else. */
  readonly trusted: boolean
}

export interface FairQueueLimits {
  /** Checks running at once (the scrypt pool's workers). */
  readonly checksAtOnce: number
  /** Checks that may wait, in each lane (trusted browsers; everyone else). */
  readonly queueLimit: number
  /** Checks one phone may have waiting at once (the lockout counts at most five per window anyway). */
  readonly perPhoneLimit: number
}

interface Job {
  readonly ticket: CheckTicket
  readonly start: () => void
  readonly refuse: () => void
}

/** A fair gate in front of the password checks. */
export interface FairCheckQueue {
  /** Runs `work` when its turn comes; rejects with `PasswordChecksBusyError` at once when its lane or key is full. */
  run<T>(ticket: CheckTicket, work: () => Promise<T>): Promise<T>
  load(): { readonly running: number; readonly trusted: number; readonly waiting: number }
}

/**
 * The password-check queue, fair per address and per phone (issue 21): browsers that signed this phone in before go
 * first; everyone else is served round-robin by address, so one address (or a proxy's worth) cannot take every turn.
 * When the queue is full, a newcomer takes the place of the newest check of the address holding the most places (if
 * that address holds more than the newcomer's would), which is answered "busy"; and one phone holds at most
 * `perPhoneLimit` places. Example: address A queues three checks and B one: the order is A, B, A, A — B does not wait
 * behind all of A's; with the queue full of A's, B still gets in.
 */
export const createFairCheckQueue = (limits: FairQueueLimits): FairCheckQueue => {
  let running = 0
  const trusted: Job[] = []
  const byAddress = new Map<string, Job[]>()
  let waiting = 0
  const waitingPerPhone = new Map<string, number>()

  const bump = (map: Map<string, number>, key: string, by: number) => {
    const next = (map.get(key) ?? 0) + by
    if (next <= 0) map.delete(key)
    else map.set(key, next)
  }

  const nextUntrusted = (): Job | undefined => {
    // Map iteration follows insertion order: take the first address's first job, then move it to the back.
    const first = byAddress.entries().next()
    if (first.done) return undefined
    const [address, jobs] = first.value
    const job = jobs.shift() as Job
    byAddress.delete(address)
    if (jobs.length > 0) byAddress.set(address, jobs)
    waiting -= 1
    bump(waitingPerPhone, job.ticket.phone, -1)
    return job
  }

  const pump = () => {
    while (running < limits.checksAtOnce) {
      const job = trusted.shift() ?? nextUntrusted()
      if (!job) return
      running += 1
      job.start()
    }
  }

  const remove = (address: string, jobs: Job[]): Job => {
    const job = jobs.pop() as Job
    if (jobs.length === 0) byAddress.delete(address)
    waiting -= 1
    bump(waitingPerPhone, job.ticket.phone, -1)
    return job
  }

  /** The newest check of the address holding the most places, if it holds more than `than` + 1. */
  const evictFromLargest = (than: number): boolean => {
    let largest: [string, Job[]] | undefined
    for (const entry of byAddress) if (!largest || entry[1].length > largest[1].length) largest = entry
    if (!largest || largest[1].length <= than + 1) return false
    remove(largest[0], largest[1]).refuse()
    return true
  }

  const admit = (job: Job): boolean => {
    const { ticket } = job
    if (ticket.trusted) {
      if (trusted.length >= limits.queueLimit) return false
      trusted.push(job)
      return true
    }
    if ((waitingPerPhone.get(ticket.phone) ?? 0) >= limits.perPhoneLimit) return false
    const jobs = byAddress.get(ticket.address) ?? []
    if (waiting >= limits.queueLimit && !evictFromLargest(jobs.length)) return false
    jobs.push(job)
    byAddress.set(ticket.address, jobs)
    waiting += 1
    bump(waitingPerPhone, ticket.phone, 1)
    return true
  }

  return {
    run: <T>(ticket: CheckTicket, work: () => Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        const start = () => {
          work()
            .then(resolve, reject)
            .finally(() => {
              running -= 1
              pump()
            })
        }
        const refuse = () => reject(new PasswordChecksBusyError())
        if (!admit({ ticket, start, refuse })) return refuse()
        pump()
      }),
    load: () => ({ running, trusted: trusted.length, waiting }),
  }
}
