/** The hands part of an order form: a preset, or a custom count typed by the user (spec 000 §5). */
export interface HandsChoice {
  readonly presetHands: number | undefined
  readonly customHands: string
}

/** Picking a preset clears the custom count. */
export const choosePresetHands = (hands: number): HandsChoice => ({ presetHands: hands, customHands: '' })

/** Typing a custom count keeps digits only (no leading zeros) and clears the preset; emptying it keeps the preset. */
export const typeCustomHands = (text: string, current: HandsChoice): HandsChoice => {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '')
  return { customHands: digits, presetHands: digits === '' ? current.presetHands : undefined }
}

/** The hands the form will send: the custom count when one is typed, else the preset. */
export const chosenHands = (choice: HandsChoice): number | undefined =>
  choice.customHands !== '' ? Number(choice.customHands) : choice.presetHands
