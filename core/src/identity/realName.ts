/** A real name as stored: surrounding blanks dropped, inner runs of blanks made one space. "  Asha   Rao " → "Asha Rao". */
export const normalizeName = (text: string): string => text.trim().replace(/\s+/g, ' ')

/**
 * True when two names are the same person's name as typed: equal after `normalizeName`, ignoring letter case.
 * Example: "ASHA rao" matches "Asha Rao"; "Asha R" does not.
 */
export const sameName = (a: string, b: string): boolean =>
  normalizeName(a).toUpperCase() === normalizeName(b).toUpperCase()
