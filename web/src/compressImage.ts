/** The JPEG quality of a re-encoded ID image (spec 001 §9). */
export const compressionQuality = 0.6

/** Longest side of a re-encoded image: enough to read an ID card, small enough to send on a phone network. */
const maxSide = 1600

// Read as a data: URL, not a blob: URL — the app's Content-Security-Policy allows images from 'self' and data: only.
const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')))
    reader.onerror = () => reject(new Error('unreadable image'))
    reader.readAsDataURL(file)
  })

const loadImage = async (file: Blob): Promise<HTMLImageElement> => {
  const source = await readAsDataUrl(file)
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('unreadable image'))
    image.src = source
  })
}

/** Re-encodes a picked image as a JPEG data URL at quality 0.6, scaled down to 1600 px on its longest side. */
export const compressImage = async (file: Blob): Promise<string> => {
  const image = await loadImage(file)
  const scale = Math.min(1, maxSide / Math.max(image.naturalWidth, image.naturalHeight, 1))
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale))
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale))
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no canvas')
  context.drawImage(image, 0, 0, canvas.width, canvas.height)
  return canvas.toDataURL('image/jpeg', compressionQuality)
}
