import { chmodSync, closeSync, constants, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Where the console keeps the ID images and CSVs of one run: a fresh folder only its user may enter. */
export interface PrivateFolder {
  readonly path: string
  /** Writes a new file `name` (0600) in the folder; an earlier file of that name (its own) is replaced. */
  save(name: string, bytes: Uint8Array | string): string
  /** Removes the folder and everything in it (on quit). */
  remove(): void
}

/** Create only, never through a link: a file or link planted at the path is an error, not a target. */
const newFileFlags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW

/**
 * Writes `bytes` to `file` opened with `flags` and mode 0600 (the umask cannot widen it).
 * @example writeOpened('/tmp/x/a.csv', 'a,b\n', O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW)
 */
export const writeOpened = (file: string, bytes: Uint8Array | string, flags: number): void => {
  const fd = openSync(file, flags, 0o600)
  try {
    writeSync(fd, typeof bytes === 'string' ? Buffer.from(bytes) : bytes)
  } finally {
    closeSync(fd)
  }
}

/**
 * A fresh folder for this run under the temp folder (`mkdtemp`: a name no one could guess or make before, mode 0700),
 * so another local user can neither read what the console saves nor plant a link for it to write through (issue 34).
 */
export const openPrivateFolder = (): PrivateFolder => {
  const path = mkdtempSync(join(tmpdir(), 'bourse-console-'))
  chmodSync(path, 0o700)
  return {
    path,
    save: (name, bytes) => {
      const file = join(path, name)
      rmSync(file, { force: true })
      writeOpened(file, bytes, newFileFlags)
      return file
    },
    remove: () => rmSync(path, { recursive: true, force: true }),
  }
}
