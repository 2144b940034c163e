/** The JPEG quality of a re-encoded ID image (spec 001 §9). */
export const compressionQuality = 0.6

/** Longest side of a re-encoded image: enough to read an ID card, small enough to send on a phone network. */
const maxSide = 1600

const loadImage = (file: Blob): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file)
    const image = new Image()
    image.onload = () => {
      URL.revokeObjectURL(url)
      resolve(image)
    }
    image.onerror = () => {
      URL.revokeObjectURL(url)
      reject(new Error('unreadable image'))
    }
    image.src = url
  })

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
