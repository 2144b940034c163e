import type { usePagedList } from '@bourse/react-hooks'

/** A paged list store as react-hooks hands it out (zustand's `StoreApi`, which web does not import itself). */
export type PagedStore<Item, Filter> = Parameters<typeof usePagedList<Item, Filter, unknown>>[0]
