/** Why an account is frozen (issue 34): the event where its stored history stops adding up. */
export interface FrozenAccount {
  readonly seq: number
  readonly type: string
  readonly reason: string
}

/** What `bourse user` and the console say of a frozen account: why, what it means, and how to see what differs. */
export const frozenText = (phone: string, frozen: FrozenAccount): string =>
  `its history does not add up at event ${frozen.seq} ${frozen.type} (${frozen.reason}): every command is refused until it is repaired; bourse audit ${phone} names what differs`
