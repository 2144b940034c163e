import { describe, expect, it } from 'vitest'
import { feeSettingChangeOf, scheduleFromTrail } from './auditSchedule.js'

const row = (route: string, target: string, detail: string, at = 1000) => ({
  id: 1,
  staff: 'ana',
  roles: 'admin',
  at,
  route: `/staff-api${route}`,
  target,
  reason: 'r',
  outcome: 'ok',
  detail,
  investor: '',
})

describe('the fee schedule in force at each time, from the trail', () => {
  it('reads the previous value of an approved proposal and of a change made before two admins were needed', () => {
    expect(
      feeSettingChangeOf(
        row(
          '/settings/approve',
          'settings:withFeeSingle',
          'proposal 4 changeSetting withFeeSingle: 3 → 5 (proposed by ana)',
        ),
      ),
    ).toEqual({ at: 1000, name: 'withFeeSingle', before: '3' })
    expect(
      feeSettingChangeOf(row('/settings/change', 'settings:buyFee', 'value=0.0005 buyFee: (default) → 0.0005')),
    ).toEqual({ at: 1000, name: 'buyFee', before: null })
    expect(feeSettingChangeOf(row('/settings/approve', 'settings:buyFee', ''))).toEqual({
      at: 1000,
      name: 'buyFee',
      before: undefined,
    })
    expect(feeSettingChangeOf(row('/settings/approve', 'settings:siteLever', 'siteLever: 10 → 20'))).toBeUndefined()
  })

  it('walks back from the stored settings: each change’s previous value was in force before it', () => {
    // withFeeSingle 3 → 5 at 1000, buyFee (default 0.0003) → 0.0005 at 2000.
    const schedule = scheduleFromTrail(
      new Map([
        ['withFeeSingle', '5'],
        ['buyFee', '0.0005'],
      ]),
      [
        { at: 1000, name: 'withFeeSingle', before: '3' },
        { at: 2000, name: 'buyFee', before: null },
      ],
    )
    const at = (time: number) => {
      const { stock, withdrawal } = schedule.at(time)
      return [withdrawal.withFeeSingle.toFixed(2), stock.buyFee.toString(), stock.version]
    }
    expect(at(999)).toEqual(['3.00', '0.0003', 1])
    expect(at(1000)).toEqual(['5.00', '0.0003', 1])
    expect(at(2500)).toEqual(['5.00', '0.0005', 2])
    expect(schedule.current.stock.version).toBe(2)
    expect(schedule.unknownBefore).toBe(0)
  })

  it('leaves to the journal what came before a change whose previous value the trail does not give', () => {
    const schedule = scheduleFromTrail(new Map([['sellFee', '0.0004']]), [
      { at: 1000, name: 'sellFee', before: undefined },
    ])
    expect(schedule.unknownBefore).toBe(1000)
    expect(schedule.at(1500).stock.sellFee.toString()).toBe('0.0004')
  })
})
