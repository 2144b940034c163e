import { domainError, Identity } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountState } from '../accountStore.js'
import type { ApiClient } from '../apiClient.js'
import { createMutation } from '../createMutation.js'
import { type MoneyOutcome, refusedBy, refusedWith } from '../wallet/moneyOutcome.js'

/** The images of the real-name form: front and back required, a third optional. */
export type ImageSlot = 'front' | 'back' | 'third'

export interface ImageUpload {
  readonly status: 'empty' | 'uploading' | 'uploaded' | 'failed'
  /** The key `/user/upload.do` answered, sent with the form. */
  readonly key: string | undefined
  /** The compressed image as a data URL, for the preview. */
  readonly preview: string | undefined
}

/** An image the user picked: its size before compression and a way to read it compressed (quality 0.6). */
export interface PickedImage {
  readonly size: number
  readonly read: () => Promise<string>
}

export type KycField = 'realName' | 'idNumber' | 'panCode'

export interface KycState {
  readonly realName: string
  readonly idNumber: string
  readonly panCode: string
  readonly images: Readonly<Record<ImageSlot, ImageUpload>>
  readonly submitting: boolean
  setField(field: KycField, value: string): void
  /** Refuses an image above 10 MB before sending (core `maxImageBytes`), else uploads it and keeps its key. */
  upload(slot: ImageSlot, image: PickedImage): Promise<MoneyOutcome>
  /**
   * "Wait for the upload" guard, core's form check (name, ID number by the `idDocument` setting, front and back
   * images, optional PAN), then `/user/auth.do` and the user again (now under review).
   */
  submit(): Promise<MoneyOutcome>
}

const empty: ImageUpload = { status: 'empty', key: undefined, preview: undefined }

/** The real-name form (/authentication, /authentications, /smrz; DECISIONS §11). */
export const createKycStore = (
  client: ApiClient,
  account: Pick<StoreApi<AccountState>, 'getState'>,
): StoreApi<KycState> => {
  const submitting = createMutation(client, '/user/auth.do')
  return createStore<KycState>()((set, get) => {
    const setImage = (slot: ImageSlot, image: ImageUpload) => set({ images: { ...get().images, [slot]: image } })
    return {
      realName: '',
      idNumber: '',
      panCode: '',
      images: { front: empty, back: empty, third: empty },
      submitting: false,
      setField: (field, value) => set({ [field]: value }),
      upload: async (slot, image) => {
        if (image.size > Identity.maxImageBytes) return refusedBy(client, domainError('identityImageTooLarge'))
        setImage(slot, { status: 'uploading', key: undefined, preview: undefined })
        let preview: string
        try {
          preview = await image.read()
        } catch {
          setImage(slot, empty)
          return refusedBy(client, domainError('identityImageUnreadable'))
        }
        setImage(slot, { status: 'uploading', key: undefined, preview })
        const result = await client.call('/user/upload.do', { upload_file: preview })
        if (!result.ok) {
          setImage(slot, { status: 'failed', key: undefined, preview })
          return refusedWith(result.failure)
        }
        setImage(slot, { status: 'uploaded', key: result.data.url, preview })
        return { ok: true, msg: result.msg }
      },
      submit: async () => {
        const { images, realName, idNumber, panCode } = get()
        if (Object.values(images).some((image) => image.status === 'uploading'))
          return refusedBy(client, domainError('walletUploadWait'))
        const settings = account.getState().settings ?? (await account.getState().loadSettings())
        const checked = Identity.Kyc.checkForm(
          {
            realName,
            idNumber,
            frontImage: images.front.key ?? '',
            backImage: images.back.key ?? '',
            ...(images.third.key ? { thirdImage: images.third.key } : {}),
            ...(panCode.trim() ? { panCode: panCode.trim() } : {}),
          },
          settings?.idDocument ?? 'aadhaar',
        )
        if (!checked.ok) return refusedBy(client, checked.error)
        const form = checked.value
        set({ submitting: true })
        const result = await submitting.run({
          realName: form.realName,
          idCard: form.idNumber,
          img1key: form.frontImage,
          img2key: form.backImage,
          ...(form.thirdImage ? { img3key: form.thirdImage } : {}),
          ...(form.panCode ? { panCode: form.panCode } : {}),
        })
        set({ submitting: false })
        if (!result.ok) return refusedWith(result.failure)
        await account.getState().loadUser()
        return { ok: true, msg: result.msg }
      },
    }
  })
}
