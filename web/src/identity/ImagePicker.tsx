import type { ImageSlot, ImageUpload } from '@bourse/react-hooks'
import { useNavigate } from 'react-router-dom'
import { useAccountLabels } from '../account/accountLabels.js'
import { kyc } from '../account/accountStores.js'
import { compressImage } from '../compressImage.js'
import { useLabels } from '../i18n/useLabels.js'
import { showOutcome } from '../showOutcome.js'

/** One ID image: a file input (camera on phones), its preview once read, and its upload state. */
export const ImagePicker = ({
  slot,
  label,
  image,
  disabled,
}: {
  slot: ImageSlot
  label: string
  image: ImageUpload
  disabled: boolean
}) => {
  const labels = useAccountLabels()
  const common = useLabels()
  const navigate = useNavigate()
  const pick = async (file: File | undefined) => {
    if (!file) return
    showOutcome(await kyc.getState().upload(slot, { size: file.size, read: () => compressImage(file) }), navigate)
  }
  return (
    <label className="image-picker" data-slot={slot} data-status={image.status}>
      <span>{label}</span>
      {image.preview ? <img src={image.preview} alt={label} /> : <span className="image-placeholder">+</span>}
      {image.status !== 'uploading' && <span className="image-choose">{common.choosePhoto}</span>}
      {image.status === 'uploading' && <span className="muted">{labels.uploading}</span>}
      {image.status === 'failed' && <span className="down">{labels.uploadFailed}</span>}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-label={label}
        disabled={disabled}
        onChange={(event) => void pick(event.currentTarget.files?.[0])}
      />
    </label>
  )
}
