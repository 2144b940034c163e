import type { Page } from 'playwright-core'

/** A signed-in call from the page itself (the session token is in local storage), for setting up a test's data. */
export const callAsUser = (page: Page, path: string, form: Record<string, string>) =>
  page.evaluate(
    async ({ path, form }) => {
      const answer = await fetch(`/prod-api${path}`, {
        method: 'POST',
        headers: {
          USERTOKEN: localStorage.getItem('USERTOKEN') ?? '',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form).toString(),
      })
      return (await answer.json()) as { status: number; msg: string; data: Record<string, unknown> }
    },
    { path, form },
  )
