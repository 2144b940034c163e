import { execFileSync, spawnSync } from 'node:child_process'

const missing = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0

/**
 * Debian's independent PDF tools (`pdfsig`, `pdftotext` from poppler-utils, `qpdf`) and a CJK font for poppler to
 * draw Chinese with: installed with apt-get when missing (CI runs as root on Debian, as for chromium).
 */
export const ensurePdfTools = (): void => {
  if (!missing('pdfsig') && !missing('qpdf') && spawnSync('sh', ['-c', 'fc-list :lang=zh | grep -q .']).status === 0)
    return
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore' })
  execFileSync('apt-get', ['install', '-y', '-qq', 'poppler-utils', 'qpdf', 'fonts-wqy-microhei'], {
    env,
    stdio: 'ignore',
  })
}

const run = (command: string, args: readonly string[]) => {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` }
}

/** The text of a protected PDF, read with its password (`pdftotext -layout`). */
export const pdfText = (file: string, password: string): string =>
  execFileSync('pdftotext', ['-upw', password, '-layout', file, '-'], { encoding: 'utf8' })

/** Whether poppler opens the file without a password (it must not). */
export const opensWithoutPassword = (file: string): boolean => run('pdftotext', [file, '-']).ok

/** `pdfsig`'s verdict on the file's signature: "Signature is Valid." or the reason it is not. */
export const signatureVerdict = (file: string, password: string): string =>
  /Signature Validation: (.*)/.exec(run('pdfsig', ['-upw', password, file]).output)?.[1]?.trim() ?? 'no signature'

/** `qpdf --check` with the password: whether it found no error. */
export const qpdfChecks = (file: string, password: string): boolean =>
  run('qpdf', ['--check', `--password=${password}`, file]).output.includes('No syntax or stream encoding errors')
