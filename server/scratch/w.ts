import { Worker } from 'node:worker_threads'

const api = import.meta.resolve('tsx/esm/api')
const file = new URL('../src/documents/documentFromFacts.ts', import.meta.url).href
const code = `(async () => { const { register } = await import(${JSON.stringify(api)}); register(); const m = await import(${JSON.stringify(file)}); require('node:worker_threads').parentPort.postMessage(Object.keys(m)) })().catch((e) => require('node:worker_threads').parentPort.postMessage(String(e.stack)))`
const w = new Worker(code, { eval: true, execArgv: ['--conditions=source'] })
w.on('message', (m) => {
  console.log(m)
  w.terminate()
})
w.on('error', (e) => console.log('err', e))
