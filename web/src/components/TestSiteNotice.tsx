/** The honesty notice required on home and login (DECISIONS §0). */
export const TestSiteNotice = () => (
  <p className="notice" role="note">
    Technical test site — no real trading. Prices come from a market simulator.
  </p>
)
