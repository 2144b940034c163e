import { type Api, type Language, translate } from '@bourse/core'
import { noticeOf, type StoredMessage } from './inboxRepository.js'

type UserMessageWire = typeof Api.UserMessage.Encoded

/** The part before the first ": " when it is a short heading ("Liquidation"), else the start of the text. */
const titleOf = (content: string): string => {
  const colon = content.search(/[:：]/)
  return colon > 0 && colon <= 40 ? content.slice(0, colon) : content.slice(0, 40)
}

/**
 * A `UserMessage` in the reader's language: notices are translated now, plain text is shown as written.
 * Messages carry no read state yet, so `isRead` is 0.
 */
export const userMessageWire = (message: StoredMessage, language: Language): UserMessageWire => {
  const notice = noticeOf(message.text)
  const content = notice ? translate(notice.key, language, notice.params) : message.text
  return { id: message.id, title: titleOf(content), content, isRead: 0, addTime: message.at }
}
