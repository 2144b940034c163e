export { fnv1a } from './fnv1a.js'
export * as Random from './Random.js'
