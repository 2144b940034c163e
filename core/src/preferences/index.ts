export * as RiseColour from './RiseColour.js'
export * as Theme from './Theme.js'
