import { fc } from '@fast-check/vitest'
import { describe, it } from 'vitest'
import { noExposure } from '../risk/Exposure.js'
import { emptyAccount } from './AccountState.js'
import { contractCommands } from './modelTest/contractCommands.js'
import { modelRiskBook } from './modelTest/exposureFollows.js'
import { financingCommands } from './modelTest/financingCommands.js'
import { fundsCommands } from './modelTest/fundsCommands.js'
import { emptyModel, userId } from './modelTest/harness.js'
import { tradingCommands } from './modelTest/tradingCommands.js'
import { noTriggers } from './priceTriggers.js'

describe('engine against a deliberately simple model', () => {
  it('keeps every money law after every step of random command sequences', () => {
    fc.assert(
      fc.property(
        fc.commands([...fundsCommands, ...tradingCommands, ...contractCommands, ...financingCommands], {
          maxCommands: 100,
          size: 'max',
        }),
        (commands) => {
          fc.modelRun(
            () => ({
              model: emptyModel(),
              real: {
                state: emptyAccount(userId),
                events: [],
                book: modelRiskBook(),
                exposure: noExposure,
                triggers: noTriggers,
              },
            }),
            commands,
          )
        },
      ),
      { numRuns: 1000 },
    )
    // CPU-bound: a loaded 2-core machine took 131 s where a quiet one takes 25 s; the budget is not a speed check.
  }, 600_000)
})
