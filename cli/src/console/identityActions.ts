import type { StaffClient } from '@bourse/react-hooks'
import type { ImagePainter } from '../terminal/imagePainter.js'
import type { PrivateFolder } from './privateFolder.js'

/** What the console may do besides reading: reveal the full ID with its images, sign out everywhere, reset the card. */
export interface IdentityActions {
  /**
   * `/kyc/show` (audited): the unmasked ID number, and each ID image as the escape sequence that draws it (terminals
   * that show images) or saved (0600) in the console's private folder of this run.
   */
  reveal(phone: string): Promise<
    | {
        readonly ok: true
        readonly idCard: string
        readonly files: readonly string[]
        readonly pictures: readonly string[]
      }
    | Refused
  >
  /** `/users/signOut` (support; audited with the reason): ends every session of the investor. */
  signOut(phone: string, reason: string): Promise<{ readonly ok: true; readonly ended: number } | Refused>
  /** `/bank/reset` (support; audited with the reason). */
  resetBank(phone: string, reason: string): Promise<{ readonly ok: true; readonly removed: string } | Refused>
}

interface Refused {
  readonly ok: false
  readonly msg: string
}

const extensionOf = (type: string) => (type.includes('png') ? 'png' : type.includes('webp') ? 'webp' : 'jpg')

/** The cells an ID image takes when drawn: two fit side by side in 80 columns, above the console. */
const pictureCells = { columns: 38, rows: 10 }

/**
 * The Identity tab's actions over the staff client; images are read with the bearer token (each read audited) and
 * drawn by `painter` when the terminal shows images, else saved to `folder` — files to open instead.
 */
export const createIdentityActions = (
  client: StaffClient,
  target: { readonly server: string; readonly token: () => string | undefined },
  folder: PrivateFolder,
  painter?: ImagePainter,
): IdentityActions => ({
  reveal: async (phone) => {
    const review = await client.call('/kyc/show', { phone })
    if (!review.ok) return { ok: false, msg: review.failure.msg }
    const files: string[] = []
    const pictures: string[] = []
    try {
      for (const image of review.data.images) {
        const answer = await fetch(`${target.server}/staff-api/images/${image.key}`, {
          headers: { authorization: `Bearer ${target.token() ?? ''}` },
        })
        if (!answer.ok) continue
        const bytes = new Uint8Array(await answer.arrayBuffer())
        // An image the painter cannot read is saved instead, as for a terminal without images.
        const picture = painter ? await painter.paint(bytes, pictureCells).catch(() => undefined) : undefined
        if (picture !== undefined) {
          pictures.push(picture)
          continue
        }
        files.push(
          folder.save(`${phone}-${image.side}.${extensionOf(answer.headers.get('content-type') ?? '')}`, bytes),
        )
      }
    } catch (error) {
      return { ok: false, msg: `images not saved: ${(error as NodeJS.ErrnoException).code ?? 'failed'}` }
    }
    return { ok: true, idCard: review.data.idCard, files, pictures }
  },
  signOut: async (phone, reason) => {
    const ended = await client.call('/users/signOut', { phone, reason })
    return ended.ok ? { ok: true, ended: ended.data.ended } : { ok: false, msg: ended.failure.msg }
  },
  resetBank: async (phone, reason) => {
    const reset = await client.call('/bank/reset', { phone, reason })
    if (!reset.ok) return { ok: false, msg: reset.failure.msg }
    const removed = reset.data.removed as { bankName?: string; bankNo?: string } | null
    return { ok: true, removed: removed ? `${removed.bankName ?? ''} ${removed.bankNo ?? ''}`.trim() : 'none' }
  },
})
