export * from './checkGttForm.js'
export * from './Gtt.js'
export * from './gttOrderPlan.js'
