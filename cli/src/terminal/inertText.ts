/**
 * The characters a terminal acts on instead of showing: C0 controls but tab and line feed (ESC, BEL, carriage
 * return, backspace…), DEL, the C1 controls (U+0080–U+009F, CSI and OSC among them), and the bidirectional overrides
 * that make text read in another order than it is stored.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const terminalControls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

/** True when `text` holds a character a terminal would act on (a test of what reaches the screen). */
export const hasTerminalControls = (text: string): boolean => new RegExp(terminalControls.source).test(text)

/**
 * Text someone else wrote (an investor's message, name or address, a provider's remark), made inert for a terminal
 * (issue 32): each control character is shown as its code, so an investor can neither clear nor forge what support
 * sees. Example: "hi\u001b[2J" → "hi\x1b[2J".
 */
export const inertText = (text: string): string =>
  text.replace(terminalControls, (control) => {
    const code = control.charCodeAt(0)
    return code > 0xff ? `\\u${code.toString(16).padStart(4, '0')}` : `\\x${code.toString(16).padStart(2, '0')}`
  })

/** A `JSON.parse` reviver that makes every string of an answer inert. */
export const inertStrings = (_key: string, value: unknown): unknown =>
  typeof value === 'string' ? inertText(value) : value

/** Parses a server's JSON answer with every string made inert. */
export const parseInertJson = (text: string): unknown => JSON.parse(text, inertStrings)
