const two = (n: number) => String(n).padStart(2, '0')

/** News time as the spec writes it: DD-MM-YYYY HH:mm:ss, in the reader's time zone. */
export const formatNewsTime = (epochMs: number): string => {
  const d = new Date(epochMs)
  return `${two(d.getDate())}-${two(d.getMonth() + 1)}-${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`
}

/** Quote and holdings time: YYYY-MM-DD HH:mm:ss (slashes in holdings, trading spec §9). */
export const formatQuoteTime = (epochMs: number, separator: '-' | '/' = '-'): string => {
  const d = new Date(epochMs)
  const day = [d.getFullYear(), two(d.getMonth() + 1), two(d.getDate())].join(separator)
  return `${day} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`
}
