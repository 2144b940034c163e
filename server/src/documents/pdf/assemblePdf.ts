import { randomBytes } from 'node:crypto'
import { deflateSync } from 'node:zlib'
import type { Language } from '@bourse/core'
import { type DocumentKeys, encryptDictionary, encryptForFile } from '../protect/standardSecurity.js'
import { pageSize } from './renderSheet.js'

/** The `/ByteRange` placeholder `@signpdf/signpdf` looks for and fills in. */
export const byteRangePlaceholder = '/ByteRange [0 /********** /********** /**********]'

/**
 * The CJK font by language: Adobe's standard CID collections, not embedded (the reader supplies a Song/Ming face, as
 * for every Chinese PDF from a bank or broker): simplified texts use Adobe-GB1, traditional ones Adobe-CNS1.
 */
const cjkFontOf = (language: Language) =>
  language === 'zh-TW'
    ? { name: 'MSung-Light', cmap: 'UniCNS-UCS2-H', ordering: 'CNS1', supplement: 0 }
    : { name: 'STSong-Light', cmap: 'UniGB-UCS2-H', ordering: 'GB1', supplement: 2 }

/** What a file is made of: its pages' content streams, its language, and the keys that protect it. */
export interface PdfParts {
  readonly pages: readonly string[]
  readonly language: Language
  readonly title: string
  readonly keys: DocumentKeys | undefined
  /** Bytes reserved for the signature (DER), written as hex into `/Contents` (`signatureSizeBound`). */
  readonly signatureRoom: number
}

/**
 * Writes a complete PDF 1.7 file: the pages (Flate-compressed), Helvetica, Helvetica-Bold and the CJK font, an
 * invisible signature field whose `/Contents` is a zero-filled placeholder of `signatureRoom` bytes, and — with
 * `keys` — every string and stream encrypted (AES-256, V5 R6) except the signature's `/Contents`, as the standard
 * requires. The file is ready for `signPdfFile`.
 */
export const assemblePdf = (parts: PdfParts): Buffer => {
  const { keys } = parts
  const text = (value: string): string => {
    const bytes = Buffer.from(`\ufeff${value}`, 'utf16le').swap16()
    return `<${(keys ? encryptForFile(keys.fileKey, bytes) : bytes).toString('hex')}>`
  }
  const ascii = (value: string): string => {
    const bytes = Buffer.from(value, 'latin1')
    return `<${(keys ? encryptForFile(keys.fileKey, bytes) : bytes).toString('hex')}>`
  }
  const objects: Buffer[] = []
  const add = (body: string | Buffer): number => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body)
    return objects.length
  }
  const stream = (content: Buffer): Buffer => {
    const compressed = deflateSync(content, { level: 6 })
    const data = keys ? encryptForFile(keys.fileKey, compressed) : compressed
    return Buffer.concat([
      Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream', 'latin1'),
    ])
  }
  const cjk = cjkFontOf(parts.language)
  const catalog = add('')
  const pagesRef = add('')
  const helvetica = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
  const descriptor = add(
    `<< /Type /FontDescriptor /FontName /${cjk.name} /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 ` +
      '/Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  )
  const cidFont = add(
    `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /${cjk.name} /CIDSystemInfo << /Registry ${ascii('Adobe')} ` +
      `/Ordering ${ascii(cjk.ordering)} /Supplement ${cjk.supplement} >> /FontDescriptor ${descriptor} 0 R /DW 1000 >>`,
  )
  const cjkFont = add(
    `<< /Type /Font /Subtype /Type0 /BaseFont /${cjk.name}-${cjk.cmap} /Encoding /${cjk.cmap} ` +
      `/DescendantFonts [${cidFont} 0 R] >>`,
  )
  const resources = `<< /Font << /F1 ${helvetica} 0 R /F2 ${bold} 0 R /F3 ${cjkFont} 0 R >> >>`
  const signature = add(
    `<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /adbe.pkcs7.detached ${byteRangePlaceholder} ` +
      `/Contents <${'0'.repeat(parts.signatureRoom * 2)}> >>`,
  )
  const firstPage = objects.length + 2
  const field = add(
    `<< /Type /Annot /Subtype /Widget /FT /Sig /T ${text('Broker signature')} /V ${signature} 0 R ` +
      `/Rect [0 0 0 0] /F 132 /P ${firstPage} 0 R >>`,
  )
  const pageRefs: number[] = []
  for (const [index, content] of parts.pages.entries()) {
    const page = objects.length + 1
    const contents = page + 1
    pageRefs.push(page)
    add(
      `<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 ${pageSize.width} ${pageSize.height}] ` +
        `/Resources ${resources} /Contents ${contents} 0 R${index === 0 ? ` /Annots [${field} 0 R]` : ''} >>`,
    )
    add(stream(Buffer.from(content, 'latin1')))
  }
  objects[catalog - 1] = Buffer.from(
    `<< /Type /Catalog /Pages ${pagesRef} 0 R /Lang ${ascii(parts.language)} ` +
      `/AcroForm << /Fields [${field} 0 R] /SigFlags 3 >> >>`,
    'latin1',
  )
  objects[pagesRef - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${pageRefs.map((ref) => `${ref} 0 R`).join(' ')}] /Count ${pageRefs.length} >>`,
    'latin1',
  )
  const info = add(`<< /Title ${text(parts.title)} /Producer ${text('Bourse')} >>`)
  const encrypt = keys ? add(encryptDictionary(keys)) : undefined
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let offset = chunks[0]?.length ?? 0
  const offsets: number[] = []
  for (const [index, body] of objects.entries()) {
    offsets.push(offset)
    const framed = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n')])
    chunks.push(framed)
    offset += framed.length
  }
  const id = randomBytes(16).toString('hex')
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R` +
      `${encrypt ? ` /Encrypt ${encrypt} 0 R` : ''} /ID [<${id}> <${id}>] >>`,
    'startxref',
    String(offset),
    '%%EOF',
  ].join('\n')
  chunks.push(Buffer.from(xref, 'latin1'))
  return Buffer.concat(chunks)
}
