/** The client's version, as `bourse --version` prints it (kept equal to package.json by `version.test.ts`). */
export const cliVersion = '0.1.0'
