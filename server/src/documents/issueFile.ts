import type { Documents } from '@bourse/core'
import { assemblePdf } from './pdf/assemblePdf.js'
import { renderSheet } from './pdf/renderSheet.js'
import type { DocumentKeys } from './protect/standardSecurity.js'
import type { SigningIdentity } from './sign/cmsSignature.js'
import { signPdfFile } from './sign/signPdfFile.js'

/**
 * The render stage: a sheet laid out on pages and written as a file protected by the investor's keys, with the
 * signature's placeholder (protection belongs to rendering: the signature must cover the encrypted bytes).
 */
export const renderProtected = (sheet: Documents.DocumentSheet, keys: DocumentKeys, signatureRoom: number): Buffer =>
  assemblePdf({ pages: renderSheet(sheet), language: sheet.language, title: sheet.title, keys, signatureRoom })

/** The sign stage: the broker's signature over the whole rendered file. */
export const signRendered = (rendered: Buffer, identity: SigningIdentity, signingTime: Date): Promise<Buffer> =>
  signPdfFile(rendered, identity, signingTime)
