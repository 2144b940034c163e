import { randomBytes } from 'node:crypto'
import { documentKeysFor, hardenedHash } from '../src/documents/protect/standardSecurity.js'

const pw = Buffer.from('9000000001')
const salt = randomBytes(8)
for (let i = 0; i < 50; i++) hardenedHash(pw, salt)
let t = performance.now()
for (let i = 0; i < 200; i++) hardenedHash(pw, salt)
console.log('hash ms', (performance.now() - t) / 200)
t = performance.now()
for (let i = 0; i < 50; i++) documentKeysFor('9000000001')
console.log('keys ms', (performance.now() - t) / 50)
