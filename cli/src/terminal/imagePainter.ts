import { type ImageProtocol, kittyImage } from './terminalImages.js'

/** Turns an ID image's bytes into the escape sequence that draws it, in a box of terminal cells. */
export interface ImagePainter {
  readonly protocol: Exclude<ImageProtocol, 'off'>
  paint(image: Uint8Array, cells: { readonly columns: number; readonly rows: number }): Promise<string>
}

// A terminal cell is about 10 × 20 pixels: sixel pixels are sized for the box so the image keeps to it.
const cellWidth = 10
const cellHeight = 20

/**
 * The painter of a protocol: images (JPEG, PNG or WebP, as the server stores them) are decoded and scaled with sharp;
 * kitty receives a PNG it scales to the box, sixel the pixels encoded by the `sixel` package (256 colours).
 */
export const createImagePainter = (protocol: Exclude<ImageProtocol, 'off'>): ImagePainter => ({
  protocol,
  paint: async (image, cells) => {
    const { default: sharp } = await import('sharp')
    const fit = {
      width: cells.columns * cellWidth,
      height: cells.rows * cellHeight,
      fit: 'inside' as const,
      withoutEnlargement: true,
    }
    if (protocol === 'kitty') return kittyImage(await sharp(image).resize(fit).png().toBuffer(), cells)
    const { data, info } = await sharp(image).resize(fit).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    const { image2sixel } = await import('sixel')
    return image2sixel(data, info.width, info.height, 256, 0)
  },
})
