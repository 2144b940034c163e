export * from './Alert.js'
export * from './alertLevel.js'
export * from './checkAlertForm.js'
