import { expect, it } from 'vitest'
import { canMove, isTerminal, type Transitions } from './statusMachine.js'

const table: Transitions<'a' | 'b' | 'c'> = { a: ['b'], b: ['c'], c: [] }

it('allows only listed moves and calls a status with none terminal', () => {
  expect([canMove(table, 'a', 'b'), canMove(table, 'a', 'c'), canMove(table, 'c', 'a')]).toEqual([true, false, false])
  expect([isTerminal(table, 'a'), isTerminal(table, 'c')]).toEqual([false, true])
})
