import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from './config.js'

describe('readConfig', () => {
  it('uses the embedded defaults', () => {
    const config = readConfig({}, '/srv/bourse')
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/bourse/data',
      calendar: 'demo',
      demo: true,
      limitUpStock: 'auto',
      frozenClock: undefined,
      passwordHashing: { costLog2: 17, checksAtOnce: 1, queueLimit: 8 },
      signInLimitPerMinute: 20,
      trustProxy: false,
      demoOnPublicHost: false,
      logLevel: 'info',
      metrics: { host: '127.0.0.1', port: 9464 },
      live: { socketsPerAddress: 1000, bufferBytes: 128 * 1024, skippedFlushes: 20, pingMs: 10_000 },
    })
  })

  it('never caps live sockets per address below 200 (many investors share a carrier address)', () => {
    expect(readConfig({ BOURSE_LIVE_SOCKETS_PER_ADDRESS: '200' }, '/x').live.socketsPerAddress).toBe(200)
    expect(() => readConfig({ BOURSE_LIVE_SOCKETS_PER_ADDRESS: '199' }, '/x')).toThrow(ConfigError)
  })

  it('reads the log level and where metrics are served', () => {
    expect(readConfig({ BOURSE_LOG_LEVEL: 'warn', BOURSE_METRICS_PORT: '9100' }, '/x')).toMatchObject({
      logLevel: 'warn',
      metrics: { host: '127.0.0.1', port: 9100 },
    })
    expect(readConfig({ BOURSE_METRICS_PORT: '0.0.0.0:9464' }, '/x').metrics).toEqual({ host: '0.0.0.0', port: 9464 })
    expect(readConfig({ BOURSE_METRICS_PORT: '[::1]:9464' }, '/x').metrics).toEqual({ host: '::1', port: 9464 })
    expect(readConfig({ BOURSE_METRICS_PORT: 'off' }, '/x').metrics).toBe('off')
  })

  it('refuses demo data (published password) on a HOST other machines reach, unless the operator says so', () => {
    expect(() => readConfig({ HOST: '0.0.0.0' }, '/x')).toThrow(ConfigError)
    expect(() => readConfig({ HOST: '192.168.1.20', BOURSE_DEMO: 'on' }, '/x')).toThrow(
      /BOURSE_DEMO_ON_PUBLIC_HOST=yes/,
    )
    expect(readConfig({ HOST: '0.0.0.0', BOURSE_DEMO: 'off' }, '/x').demo).toBe(false)
    const published = readConfig({ HOST: '0.0.0.0', BOURSE_DEMO_ON_PUBLIC_HOST: 'yes' }, '/x')
    expect(published).toMatchObject({ demo: true, demoOnPublicHost: true })
    for (const HOST of ['127.0.0.1', '127.0.1.1', 'localhost', '::1'])
      expect(readConfig({ HOST }, '/x').demo).toBe(true)
  })

  it('reads the trusted proxies and the sign-in allowance', () => {
    const config = readConfig({ BOURSE_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback', BOURSE_SIGN_IN_LIMIT: '5' }, '/x')
    expect(config.trustProxy).toBe('127.0.0.1,10.0.0.0/8,loopback')
    expect(config.signInLimitPerMinute).toBe(5)
    expect(readConfig({ BOURSE_TRUST_PROXY: 'off' }, '/x').trustProxy).toBe(false)
  })

  it('reads the password hashing cost and its bounds', () => {
    const env = { BOURSE_PASSWORD_COST: '10', BOURSE_PASSWORD_CHECKS: '2', BOURSE_PASSWORD_QUEUE: '0' }
    expect(readConfig(env, '/x').passwordHashing).toEqual({ costLog2: 10, checksAtOnce: 2, queueLimit: 0 })
  })

  it('keeps ./data where the user ran pnpm, not in the package folder', () => {
    expect(readConfig({ INIT_CWD: '/home/me/bourse' }, '/home/me/bourse/server').dataDir).toBe('/home/me/bourse/data')
  })

  it('reads every variable', () => {
    const config = readConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        BOURSE_CALENDAR: 'exchange',
        BOURSE_SEED: '7',
        BOURSE_DEMO: 'off',
        BOURSE_CLOCK: '2026-11-23T04:00:00Z',
        BOURSE_LIMIT_UP: '600000',
      },
      '/x',
    )
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      calendar: 'exchange',
      seed: 7,
      demo: false,
      limitUpStock: '600000',
    })
    expect(config.frozenClock).toBe(Date.UTC(2026, 10, 23, 4))
  })

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ BOURSE_CALENDAR: 'nyse' }, /BOURSE_CALENDAR/],
    [{ BOURSE_SEED: '-1' }, /BOURSE_SEED/],
    [{ BOURSE_DEMO: 'maybe' }, /BOURSE_DEMO/],
    [{ BOURSE_CLOCK: 'tomorrow' }, /BOURSE_CLOCK/],
    [{ BOURSE_LIMIT_UP: '60000' }, /BOURSE_LIMIT_UP/],
    [{ BOURSE_PASSWORD_COST: '9' }, /BOURSE_PASSWORD_COST/],
    [{ BOURSE_PASSWORD_COST: '2^17' }, /BOURSE_PASSWORD_COST/],
    [{ BOURSE_PASSWORD_CHECKS: '0' }, /BOURSE_PASSWORD_CHECKS/],
    [{ BOURSE_PASSWORD_QUEUE: '-1' }, /BOURSE_PASSWORD_QUEUE/],
    [{ BOURSE_TRUST_PROXY: 'yes' }, /BOURSE_TRUST_PROXY/],
    [{ BOURSE_TRUST_PROXY: '10.0.0.0/33' }, /BOURSE_TRUST_PROXY/],
    [{ BOURSE_SIGN_IN_LIMIT: '0' }, /BOURSE_SIGN_IN_LIMIT/],
    [{ BOURSE_DEMO_ON_PUBLIC_HOST: 'maybe' }, /BOURSE_DEMO_ON_PUBLIC_HOST/],
    [{ BOURSE_LOG_LEVEL: 'verbose' }, /BOURSE_LOG_LEVEL/],
    [{ BOURSE_METRICS_PORT: '99999' }, /BOURSE_METRICS_PORT/],
    [{ BOURSE_METRICS_PORT: 'example.com:9464' }, /BOURSE_METRICS_PORT/],
  ])('stops with a message naming the bad setting %o', (env, message) => {
    expect(() => readConfig(env, '/x')).toThrow(ConfigError)
    expect(() => readConfig(env, '/x')).toThrow(message)
  })
})
