/**
 * Whether this run is `pnpm test:soak` (`BOURSE_SOAK=1`). A test with a long form runs every case there and a
 * chosen few in `pnpm test`, which must stay short; the chosen few are named where the test picks them.
 */
export const longForm = process.env.BOURSE_SOAK === '1'

/** Every case in the long form; in the short form, the cases whose names are listed. */
export const casesOf = <Case extends readonly [string, ...unknown[]]>(
  cases: readonly Case[],
  shortForm: readonly string[],
): Case[] => cases.filter((item) => longForm || shortForm.includes(item[0]))
