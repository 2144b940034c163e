// `pnpm dev`: the API server with reload on change, and Vite's hot-reloading web app proxying /prod-api to it.
import { spawn } from 'node:child_process'

const run = (command, args, cwd) => spawn(command, args, { cwd, stdio: 'inherit', shell: process.platform === 'win32' })
const children = [
  run('pnpm', ['--filter', '@bourse/server', 'dev'], process.cwd()),
  run('pnpm', ['--filter', '@bourse/web', 'dev'], process.cwd()),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
for (const child of children) child.once('exit', stop)
