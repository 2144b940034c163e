/** The `{status, msg, data}` envelope of a `/prod-api` answer. */
export interface Reply<Data = Record<string, unknown> | null> {
  readonly status: number
  readonly msg: string
  readonly data: Data
}

/** A form-encoded POST to a test server's `/prod-api`, as the spec's clients send it, with the session token if any. */
export const postForm = async <Data = Record<string, unknown> | null>(
  baseUrl: string,
  path: string,
  token: string | undefined,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Reply<Data>> =>
  (await (
    await fetch(`${baseUrl}/prod-api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(token ? { USERTOKEN: token } : {}),
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    })
  ).json()) as Reply<Data>
