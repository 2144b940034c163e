/** The 25 banks of the bank picker, in the spec's order (spec 001 §5). UPI is listed as the spec lists it. */
export const banks = [
  'Andhra Bank',
  'Bank of Baroda',
  'Bandhan Bank',
  'Central Bank of India',
  'Canara Bank',
  'DCB Bank',
  'Federal Bank',
  'HDFC Bank',
  'ICICI Bank',
  'IDFC First Bank',
  'Indian Bank',
  'Indian Overseas Bank',
  'Karnataka Bank',
  'Kotak Mahindra Bank',
  'Karur Vysya Bank',
  'Punjab National Bank',
  'State Bank of India',
  'Standard Chartered Bank',
  'South Indian Bank',
  'Syndicate Bank',
  'Union Bank of India',
  'UCO Bank',
  'UPI',
  'Axis Bank',
  'Yes Bank',
] as const

export type BankName = (typeof banks)[number]

/** True when `name` is exactly one of the 25 listed banks: "HDFC Bank" is, "HDFC" is not. */
export const isBank = (name: string): name is BankName => banks.includes(name as BankName)
