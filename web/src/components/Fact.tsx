import type { ReactNode } from 'react'

/** One labelled value of a definition list (`<dl>`): a position's price, margin, P&L … */
export const Fact = ({ label, numeric, children }: { label: string; numeric?: boolean; children: ReactNode }) => (
  <div>
    <dt>{label}</dt>
    <dd className={numeric ? 'num' : undefined}>{children}</dd>
  </div>
)
