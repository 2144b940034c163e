/** For each status, the statuses it may move to; a status with none is terminal. */
export type Transitions<S extends PropertyKey> = { readonly [K in S]: readonly S[] }

/** True when `table` allows `from → to`: with withdrawals, `canMove(t, 0, 3)` is true and `canMove(t, 1, 3)` false. */
export const canMove = <S extends PropertyKey>(table: Transitions<S>, from: S, to: S): boolean =>
  table[from].includes(to)

/** True when nothing may follow `status`, e.g. a paid withdrawal. */
export const isTerminal = <S extends PropertyKey>(table: Transitions<S>, status: S): boolean =>
  table[status].length === 0
