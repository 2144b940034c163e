import { type Api, HelpDesk, Result } from '@bourse/core'
import { findOwnUpload } from '../identity/uploadsRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { ownsLinkedRecord } from './linkedRecords.js'

const keysOf = (images: string | undefined): string[] => (images ? images.split(',') : [])

/** The message as core checks it, with every image the investor's own upload (someone else's reads as unknown). */
export const investorMessage = (
  db: SqlConnection,
  userId: number,
  text: string,
  images: string | undefined,
): Result.Result<HelpDesk.HelpMessageDraft> => {
  const checked = HelpDesk.checkMessage({ text, images: keysOf(images) })
  if (!checked.ok) return checked
  const foreign = checked.value.images.some((key) => findOwnUpload(db, userId, key) === undefined)
  return foreign ? Result.fail({ _tag: 'DomainError', key: 'helpImageUnknown', params: {} }) : checked
}

/** The record named by `linkedKind` + `linkedId`, if the investor owns it; one without the other is refused. */
export const linkedRecordOf = (
  db: SqlConnection,
  userId: number,
  payload: Api.PayloadOf<'/user/helpDesk/create.do'>,
): Result.Result<HelpDesk.LinkedRecord | undefined> => {
  const { linkedKind: kind, linkedId: id } = payload
  if (kind === undefined && id === undefined) return Result.ok(undefined)
  if (kind === undefined || id === undefined || !ownsLinkedRecord(db, userId, { kind, id }))
    return Result.fail({ _tag: 'DomainError', key: 'helpLinkedUnknown', params: {} })
  return Result.ok({ kind, id })
}
