/** The push services of the browsers people use (Chrome, Firefox, Safari, Edge): the only places pushes are sent. */
const pushServiceHosts = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /\.notify\.windows\.com$/,
]

/**
 * Whether the server may send pushes to `endpoint`: https to a browser vendor's push service — never an address a
 * client chose (the server would be made to post to it) — or, with `loopback` (tests and demos on one machine),
 * http on 127.0.0.1 or localhost.
 */
export const isPushEndpoint = (endpoint: string, loopback: boolean): boolean => {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (loopback && url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost'))
    return true
  return url.protocol === 'https:' && url.port === '' && pushServiceHosts.some((host) => host.test(url.hostname))
}
