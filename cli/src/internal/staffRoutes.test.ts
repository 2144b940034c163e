import { Api } from '@bourse/core'
import { describe, expect, it } from 'vitest'
import { staffMethods } from './staffRoutes.js'

describe("the terminal client's staff calls", () => {
  it.each(Object.entries(staffMethods))('%s is in core’s staff table with method %s', (path, method) => {
    const endpoint = (Api.staffEndpoints as Record<string, { method: string } | undefined>)[path]
    expect(endpoint?.method).toBe(method)
  })
})
