// `pnpm dev`: the API server with reload on change, and Vite's hot-reloading web app proxying /prod-api to it.
// The server writes JSON log lines; here, and only here, they are shown readable (pino-pretty, a dev dependency).
import { spawn } from 'node:child_process'
import pretty from 'pino-pretty'

const run = (command, args, cwd, stdio = 'inherit') =>
  spawn(command, args, { cwd, stdio, shell: process.platform === 'win32' })
const server = run('pnpm', ['--filter', '@bourse/server', 'dev'], process.cwd(), ['inherit', 'pipe', 'inherit'])
// Lines that are not JSON (the start banner) pass through as they are.
server.stdout.pipe(pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }))
const children = [server, run('pnpm', ['--filter', '@bourse/web', 'dev'], process.cwd())]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
for (const child of children) child.once('exit', stop)
