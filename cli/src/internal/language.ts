/** The languages of Bourse's texts (DECISIONS §0). */
export type CliLanguage = 'en' | 'zh-CN' | 'zh-TW'

/**
 * The reader's language: `BOURSE_LANG` (`en`, `zh-CN`, `zh-TW`), else the locale (`LANG=zh_TW.UTF-8` → zh-TW,
 * `zh_CN`/`zh` → zh-CN), else English. English shows instruments by their English name (`nameEn`).
 */
export const languageOf = (env: NodeJS.ProcessEnv): CliLanguage => {
  const wanted = (env.BOURSE_LANG ?? env.LC_ALL ?? env.LANG ?? '').replace('_', '-').toLowerCase()
  if (wanted.startsWith('zh-tw') || wanted.startsWith('zh-hk')) return 'zh-TW'
  if (wanted.startsWith('zh')) return 'zh-CN'
  return 'en'
}
