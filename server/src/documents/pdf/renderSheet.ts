import type { Documents } from '@bourse/core'
import { textRuns, textWidth, ucs2Hex, winAnsiBytes } from './textRuns.js'

/** A4 portrait in points. */
export const pageSize = { width: 595.28, height: 841.89 } as const

const margin = 36
const contentWidth = pageSize.width - 2 * margin
const bottom = margin + 24
const rowSize = 7
const rowLeading = 9

/** Draws text as PDF operators (latin1 text), one page at a time; `/F1` Helvetica, `/F2` bold, `/F3` the CJK font. */
class PageCanvas {
  readonly pages: string[] = []
  private ops: string[] = []
  y = pageSize.height - margin

  text(x: number, y: number, text: string, size: number, bold = false): void {
    let at = x
    for (const run of textRuns(text)) {
      const shown = run.cjk ? `<${ucs2Hex(run.text)}>` : `(${winAnsiBytes(run.text).toString('latin1')})`
      this.ops.push(`BT /${run.cjk ? 'F3' : bold ? 'F2' : 'F1'} ${size} Tf ${fixed(at)} ${fixed(y)} Td ${shown} Tj ET`)
      at += textWidth(run.text, size, bold)
    }
  }

  rightText(right: number, y: number, text: string, size: number, bold = false): void {
    this.text(right - textWidth(text, size, bold), y, text, size, bold)
  }

  rule(y: number): void {
    this.ops.push(`0.5 w ${fixed(margin)} ${fixed(y)} m ${fixed(margin + contentWidth)} ${fixed(y)} l S`)
  }

  newPage(): void {
    this.pages.push(this.ops.join('\n'))
    this.ops = []
    this.y = pageSize.height - margin
  }

  finish(): string[] {
    this.pages.push(this.ops.join('\n'))
    return this.pages
  }
}

const fixed = (value: number) => (Math.round(value * 100) / 100).toString()

/** Cuts `text` to fit `width` at `size` (a cell never runs into its neighbour). */
const fitted = (text: string, width: number, size: number): string => {
  let shown = text
  while (shown.length > 1 && textWidth(shown, size) > width) shown = shown.slice(0, -1)
  return shown
}

/** Breaks a paragraph into lines of at most `width`: at spaces where there are any, else between characters. */
export const wrapped = (text: string, width: number, size: number): string[] => {
  const lines: string[] = []
  let line = ''
  let lineWidth = 0
  for (const char of text) {
    const charWidth = textWidth(char, size)
    if (lineWidth + charWidth <= width || line === '') {
      line += char
      lineWidth += charWidth
      continue
    }
    const space = line.lastIndexOf(' ')
    if (space > 0 && char !== ' ') {
      lines.push(line.slice(0, space))
      line = line.slice(space + 1) + char
    } else {
      lines.push(line)
      line = char === ' ' ? '' : char
    }
    lineWidth = textWidth(line, size)
  }
  if (line !== '') lines.push(line)
  return lines
}

const header = (canvas: PageCanvas, sheet: Documents.DocumentSheet) => {
  canvas.text(margin, canvas.y - 16, sheet.title, 16, true)
  canvas.text(margin, canvas.y - 30, sheet.broker, 8)
  canvas.y -= 44
}

const tableHead = (
  canvas: PageCanvas,
  columns: readonly { x: number; width: number; column: Documents.SheetColumn }[],
) => {
  for (const { x, width, column } of columns) {
    const title = fitted(column.title, width - 4, rowSize)
    if (column.align === 'right') canvas.rightText(x + width - 4, canvas.y - rowSize, title, rowSize, true)
    else canvas.text(x, canvas.y - rowSize, title, rowSize, true)
  }
  canvas.rule(canvas.y - rowSize - 3)
  canvas.y -= rowLeading + 4
}

/**
 * Lays a sheet out on A4 pages: title, broker line and facts, then the table (its head repeated on every page, a
 * row never split), then the summary and the notes; "page x of y" at the foot of each. Answers each page's content
 * stream (operators as latin1 text).
 */
export const renderSheet = (sheet: Documents.DocumentSheet): string[] => {
  const canvas = new PageCanvas()
  header(canvas, sheet)
  for (const [label, value] of sheet.facts) {
    canvas.text(margin, canvas.y - 8, label, 8, true)
    canvas.text(margin + 120, canvas.y - 8, value, 8)
    canvas.y -= 11
  }
  canvas.y -= 8
  const total = sheet.columns.reduce((sum, column) => sum + column.width, 0)
  let x = margin
  const columns = sheet.columns.map((column) => {
    const width = (column.width / total) * contentWidth
    const placed = { x, width, column }
    x += width
    return placed
  })
  tableHead(canvas, columns)
  for (const row of sheet.rows) {
    const lines = Math.max(1, ...row.map((cell) => cell.length))
    if (canvas.y - lines * rowLeading < bottom) {
      canvas.newPage()
      tableHead(canvas, columns)
    }
    columns.forEach(({ x: left, width, column }, index) => {
      ;(row[index] ?? []).forEach((line, n) => {
        const y = canvas.y - rowSize - n * rowLeading
        const shown = fitted(line, width - 4, rowSize)
        if (column.align === 'right') canvas.rightText(left + width - 4, y, shown, rowSize)
        else canvas.text(left, y, shown, rowSize)
      })
    })
    canvas.y -= lines * rowLeading
  }
  canvas.rule(canvas.y - 2)
  canvas.y -= 8
  const room = (needed: number) => {
    if (canvas.y - needed < bottom) canvas.newPage()
  }
  for (const [label, value] of sheet.summary) {
    room(11)
    canvas.text(margin + contentWidth / 2, canvas.y - 8, label, 8)
    canvas.rightText(margin + contentWidth, canvas.y - 8, value, 8, true)
    canvas.y -= 11
  }
  canvas.y -= 8
  for (const note of sheet.notes) {
    for (const line of wrapped(note, contentWidth, 7)) {
      room(9)
      canvas.text(margin, canvas.y - 7, line, 7)
      canvas.y -= 9
    }
    canvas.y -= 3
  }
  const pages = canvas.finish()
  return pages.map((ops, index) => {
    const label = sheet.pageLabel.replace('{page}', String(index + 1)).replace('{pages}', String(pages.length))
    const footer = new PageCanvas()
    footer.rightText(margin + contentWidth, margin, label, 7)
    return `${ops}\n${footer.finish()[0]}`
  })
}
