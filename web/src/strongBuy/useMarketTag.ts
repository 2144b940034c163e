import { useLabels } from '../i18n/useLabels.js'

/** The strong-buy list's market tag (spec 000 §2): Shenzhen, Shanghai or Beijing; other codes as they are. */
export const useMarketTag = (): ((stockType: string) => string) => {
  const labels = useLabels()
  const tags: Readonly<Record<string, string>> = { sz: labels.marketSz, sh: labels.marketSh, bj: labels.marketBj }
  return (stockType) => tags[stockType] ?? stockType
}
