import { HelpDesk } from '@bourse/core'
import { useHelpDesk } from '@bourse/react-hooks'
import { useNavigate } from 'react-router-dom'
import { compressImage } from '../compressImage.js'
import { showOutcome } from '../showOutcome.js'
import { useHelpDeskLabels } from './helpDeskLabels.js'
import { helpDesk } from './helpDeskStores.js'

/** The draft's images: previews with a remove button, and a picker while fewer than 3 are attached. */
export const HelpImages = () => {
  const labels = useHelpDeskLabels()
  const navigate = useNavigate()
  const images = useHelpDesk(helpDesk, (state) => state.draft.images)
  const uploading = useHelpDesk(helpDesk, (state) => state.uploading)
  const pick = async (file: File | undefined) => {
    if (!file) return
    showOutcome(await helpDesk.getState().attach({ size: file.size, read: () => compressImage(file) }), navigate)
  }
  return (
    <fieldset className="help-images">
      <legend className="field-label">{labels.images}</legend>
      {images.map((image) => (
        <figure key={image.key} className="help-image">
          <img src={image.preview} alt="" />
          <button type="button" onClick={() => helpDesk.getState().detach(image.key)}>
            {labels.removeImage}
          </button>
        </figure>
      ))}
      {images.length < HelpDesk.maxImages && (
        <label className="help-image-add">
          <span>{uploading ? labels.loading : `+ ${labels.addImage}`}</span>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label={labels.addImage}
            disabled={uploading}
            onChange={(event) => {
              void pick(event.currentTarget.files?.[0])
              event.currentTarget.value = ''
            }}
          />
        </label>
      )}
    </fieldset>
  )
}
