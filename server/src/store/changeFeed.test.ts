import { describe, expect, it } from 'vitest'
import { topicsWrittenBy } from './changeFeed.js'

describe("the topics a process's own write changes (as the version triggers count them)", () => {
  it('counts every write to settings', () => {
    expect(
      topicsWrittenBy(
        'INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value',
      ),
    ).toEqual(['settings'])
    expect(topicsWrittenBy('  delete from settings WHERE name = ?')).toEqual(['settings'])
    expect(topicsWrittenBy('INSERT INTO settings_history (name) VALUES (?)')).toEqual([])
  })

  it('counts a session revoked or deleted and a user whose phone or real-name status changed, not a session touched', () => {
    expect(topicsWrittenBy('UPDATE sessions SET revoked_at = ? WHERE token_hash = ?')).toEqual(['session'])
    expect(topicsWrittenBy('DELETE FROM sessions WHERE revoked_at IS NOT NULL OR last_seen_at <= ?')).toEqual([
      'session',
    ])
    expect(
      topicsWrittenBy('UPDATE users SET real_name = ?, id_card = ?,\n       is_active = ?, auth_msg = ? WHERE id = ?'),
    ).toEqual(['session'])
    expect(topicsWrittenBy('UPDATE users SET phone = ? WHERE id = ?')).toEqual(['session'])
    expect(topicsWrittenBy('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?')).toEqual([])
    expect(topicsWrittenBy('UPDATE users SET password_hash = ? WHERE id = ?')).toEqual([])
    expect(topicsWrittenBy('SELECT revoked_at FROM sessions')).toEqual([])
  })
})
