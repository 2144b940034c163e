/**
 * The live socket's numbers (DECISIONS §25; issue 36): what a client may ask, how often the server speaks, and when
 * either side gives up on the other. Server and clients read them from here so that they agree.
 */
export const liveLimits = {
  /** Codes one socket may follow at once; a subscribe beyond them is refused whole. */
  maxCodes: 500,
  /** Quotes are flushed at most this often (≤ 2 a second per instrument). */
  flushMs: 500,
  /** A socket that heard nothing else for this long gets a heartbeat. */
  heartbeatMs: 2_000,
  /** A client that hears nothing (not even a heartbeat) for this long treats the link as dead. */
  silenceMs: 5_000,
  /** A figure older than this shows its age. */
  freshMs: 5_000,
  /** The largest message a client may send, in bytes. */
  maxClientMessageBytes: 16_384,
  /** Messages a client may send per second before it is closed. */
  maxClientMessagesPerSecond: 20,
  /** The first and the longest wait before reconnecting. */
  reconnectMinMs: 1_000,
  reconnectMaxMs: 60_000,
  /** A one-time ticket for a browser's signed-in handshake is good for this long. */
  ticketMs: 30_000,
} as const

/** Close codes the server gives, with the reason text beside them (RFC 6455 private range 4000–4999). */
export const liveCloseCodes = {
  /** The client sent more, or larger, messages than allowed. */
  tooChatty: 4008,
  /** The client read too slowly: its send buffer stayed over the bound. */
  tooSlow: 4009,
  /** The signed-in session ended (sign-out, a password change, support's sign-out): reconnect as a visitor. */
  sessionEnded: 4001,
  /** The server is going away (a restart); reconnect. */
  restarting: 1012,
} as const
