import { Schema } from 'effect'
import { IntField } from './formFields.js'

/** Largest page a client may ask for, so one request cannot pull a whole table. */
export const maxPageSize = 100
export const maxPageNum = 100_000

/** The legacy list shape every paged call answers with: `data.list` and `data.total` (all matching rows). */
export const ListPage = <Item extends Schema.Schema.Any>(item: Item) =>
  Schema.Struct({
    list: Schema.Array(item),
    total: Schema.NonNegativeInt,
    pageNum: Schema.Int.pipe(Schema.between(1, maxPageNum)),
    pageSize: Schema.Int.pipe(Schema.between(1, maxPageSize)),
  })

/**
 * Paging fields to spread into a payload struct: `pageNum` (default 1) and `pageSize` (default `size`,
 * 15 unless the spec says otherwise: 10 for fund flows, 9 for the new-share list), each bounded.
 */
export const paging = (size = 15) => ({
  pageNum: Schema.optionalWith(IntField(1, maxPageNum), { default: () => 1 }),
  pageSize: Schema.optionalWith(IntField(1, maxPageSize), { default: () => size }),
})

/** The rows of page `pageNum` (1-based) of `rows`: `pageOf([a,b,c], 2, 2)` is `{list: [c], total: 3, pageNum: 2, pageSize: 2}`. */
export const pageOf = <A>(rows: readonly A[], pageNum: number, pageSize: number) => ({
  list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
  total: rows.length,
  pageNum,
  pageSize,
})
