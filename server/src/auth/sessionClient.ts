/** What support may see of where a session began: the client's name, cut short, and its address, masked. */
export interface SessionClient {
  readonly device: string
  readonly address: string
}

const deviceLength = 120

/**
 * The address with its host part hidden: IPv4 keeps three octets (`203.0.113.x`), IPv6 its first three groups
 * (`2001:db8:1::x`); an IPv4-mapped IPv6 address reads as IPv4. Anything else is not kept ("").
 */
export const maskedAddress = (ip: string | undefined): string => {
  const text = (ip ?? '').trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(text)
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`
  if (!/^[0-9a-f:]+$/i.test(text) || !text.includes(':')) return ''
  const [head = ''] = text.split('::')
  const groups = head.split(':').filter((group) => group !== '')
  return `${groups.slice(0, 3).join(':')}::x`
}

/** The session's client from the sign-in request: its user agent (control characters dropped) and masked address. */
export const sessionClientOf = (userAgent: string | undefined, ip: string | undefined): SessionClient => ({
  device: (userAgent ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, deviceLength),
  address: maskedAddress(ip),
})
