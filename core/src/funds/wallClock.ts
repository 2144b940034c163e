const hhmm = /^([01]\d|2[0-3]):([0-5]\d)$/

/** Minutes since midnight of a wall-clock "HH:mm": "09:15" is 555. Malformed text is a programming error. */
export const minutesOfDay = (text: string): number => {
  const match = hhmm.exec(text)
  if (!match) throw new RangeError(`expected a wall-clock time "HH:mm", got "${text}"`)
  return Number(match[1]) * 60 + Number(match[2])
}

/** True when `time` lies in [begin, end): with 09:15–15:00, "09:15" and "14:59" are inside, "15:00" is not. */
export const isWithin = (time: string, begin: string, end: string): boolean => {
  const t = minutesOfDay(time)
  return minutesOfDay(begin) <= t && t < minutesOfDay(end)
}
