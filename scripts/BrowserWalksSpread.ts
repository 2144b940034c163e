import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Vitest's order (slowest or largest first), with the browser walks spread through it: every third file is one,
 * from the start. Each walk is a server and a Chromium for a minute or so; left where vitest puts them they ran last,
 * three at a time with nothing else to share the machine, and took minutes after every other file had ended.
 */
export class BrowserWalksSpread extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const isWalk = (file: TestSpecification) => file.project.name.startsWith('web-browser')
    const walks = sorted.filter(isWalk)
    const others = sorted.filter((file) => !isWalk(file))
    const order: TestSpecification[] = []
    while (walks.length > 0 || others.length > 0) {
      const walk = walks.shift()
      if (walk) order.push(walk)
      order.push(...others.splice(0, 2))
    }
    return order
  }
}
