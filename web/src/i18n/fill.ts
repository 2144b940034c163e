/** Fills `{name}` placeholders of a label: fill('Min {min}', {min: '1,000.00'}) is "Min 1,000.00". */
export const fill = (label: string, params: Readonly<Record<string, string>>): string =>
  label.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)
