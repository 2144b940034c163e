/**
 * An agreement's text cut into paragraphs at each full stop, as the spec's agreement pages show it (spec 001 §2):
 * the stop stays with its sentence, Chinese "。" counts too, blank pieces are dropped, and a stop inside a number
 * ("10.5") or an abbreviation followed by no blank ("e.g.x") does not cut.
 * Example: "Read this. Then sign.\nOK" → ["Read this.", "Then sign.", "OK"].
 */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/(?<=。)|(?<=\.)(?=\s)|\n+/)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
