export * as Theme from './Theme.js'
