import { type ServerTarget, staffCall } from '../internal/serverClient.js'
import type { StaffAnswer, StaffRoute, StaffWire } from '../internal/staffRoutes.js'

/** The cursor routes: rows with an id (or `seq`) greater than `afterId`, at most `limit` a page. */
type CursorRoute = '/users/list' | '/users/heads' | '/users/events' | '/users/journal' | '/audit'

type RowOf<P extends StaffRoute> = StaffAnswer<P> extends ReadonlyArray<infer Row> ? Row : never

/** The largest page the staff API gives. */
export const pageLimit = 1000

/**
 * Every row of a cursor route, one page at a time: only one page is held, so an account of any size streams.
 * Example: `for await (const event of staffPages(target, '/users/events', {phone}, (e) => e.seq))`.
 */
export async function* staffPages<P extends CursorRoute>(
  target: ServerTarget,
  path: P,
  payload: Omit<StaffWire<P>, 'afterId' | 'limit'>,
  cursorOf: (row: RowOf<P>) => number,
  limit = pageLimit,
): AsyncGenerator<RowOf<P>> {
  let afterId = 0
  for (;;) {
    const page = (await staffCall(target, path, {
      ...payload,
      afterId: String(afterId),
      limit: String(limit),
    } as unknown as StaffWire<P>)) as unknown as ReadonlyArray<RowOf<P>>
    yield* page
    const last = page.at(-1)
    if (page.length < limit || last === undefined) return
    afterId = cursorOf(last)
  }
}
