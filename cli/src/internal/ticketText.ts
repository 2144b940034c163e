import { type HelpTopic, helpDeskMessages, helpTopicKey } from '@bourse/core/helpDesk'

/** A request's status code as words: 0 open (waiting for support), 1 answered, 2 closed. */
export const ticketStates = ['open', 'answered', 'closed'] as const

/** A topic's English name from core's catalogue: `realName` → "Real-name verification". */
export const topicText = (topic: string): string => helpDeskMessages[helpTopicKey(topic as HelpTopic)]?.en ?? topic
