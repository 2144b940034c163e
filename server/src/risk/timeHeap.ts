/** An item of a `TimeHeap`: its time, and whether it was removed (skipped when it comes up). */
export interface Timed {
  readonly at: number
  removed: boolean
}

/**
 * A binary min-heap by time, with removal by marking (`removed`): adding and taking the earliest cost log n, so a
 * million expiries or wake-up times are kept without the quadratic cost of a sorted array's inserts.
 */
export interface TimeHeap<Item extends Timed> {
  push(item: Item): void
  /** Takes every item due at or before `now`, earliest first, removed ones skipped. */
  takeDue(now: number): Item[]
  readonly size: number
}

export const createTimeHeap = <Item extends Timed>(): TimeHeap<Item> => {
  const items: Item[] = []
  const swap = (i: number, j: number) => {
    const held = items[i] as Item
    items[i] = items[j] as Item
    items[j] = held
  }
  const up = (start: number) => {
    let i = start
    while (i > 0) {
      const parent = (i - 1) >> 1
      if ((items[parent] as Item).at <= (items[i] as Item).at) return
      swap(i, parent)
      i = parent
    }
  }
  const down = (start: number) => {
    let i = start
    for (;;) {
      const left = 2 * i + 1
      const right = left + 1
      let least = i
      if (left < items.length && (items[left] as Item).at < (items[least] as Item).at) least = left
      if (right < items.length && (items[right] as Item).at < (items[least] as Item).at) least = right
      if (least === i) return
      swap(i, least)
      i = least
    }
  }
  const pop = (): Item | undefined => {
    const top = items[0]
    const last = items.pop()
    if (items.length > 0 && last !== undefined) {
      items[0] = last
      down(0)
    }
    return top
  }
  return {
    push: (item) => {
      items.push(item)
      up(items.length - 1)
    },
    takeDue: (now) => {
      const due: Item[] = []
      while (items.length > 0 && (items[0] as Item).at <= now) {
        const item = pop() as Item
        if (!item.removed) due.push(item)
      }
      return due
    },
    get size() {
      return items.length
    },
  }
}
