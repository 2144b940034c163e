import { describe, expect, it } from 'vitest'
import { type ActionForm, currentField, oneOf, required, startForm, typeIntoForm } from './actionForm.js'

// A form whose third field exists only for one answer to the first, as the staff proposal's password does.
const form: ActionForm = {
  title: 'test',
  fields: ([kind] = []) => [
    { label: 'kind', initial: 'a', read: oneOf(['a', 'b'], 'a or b') },
    { label: 'name', read: required('a name is required') },
    ...(kind === 'b' ? [{ label: 'extra', read: required('extra is required') }] : []),
  ],
  run: async () => 'done',
}

const chunk = (text: string, erase = 0) => ({ text: text.replace(/\r/g, ''), erase, enter: text.includes('\r') })

describe('an action form', () => {
  it('starts with the first field’s text, reads it on Enter and moves on', () => {
    const start = startForm(form)
    expect([currentField(start)?.label, start.text]).toEqual(['kind', 'a'])
    const typed = typeIntoForm(start, chunk('\r'))
    expect([typed.complete, typed.state.values, currentField(typed.state)?.label]).toEqual([false, ['a'], 'name'])
    const done = typeIntoForm(typed.state, chunk('ana\r'))
    expect([done.complete, done.state.values]).toEqual([true, ['a', 'ana']])
  })

  it('stays on a refused field with the refusal, which goes once the text changes', () => {
    const refused = typeIntoForm(startForm(form), chunk('c\r', 1))
    expect([refused.state.text, refused.state.error, refused.state.values]).toEqual(['c', 'a or b', []])
    const erased = typeIntoForm(refused.state, chunk('', 1))
    expect([erased.state.text, erased.state.error]).toEqual(['', undefined])
  })

  it('asks the fields the answers so far call for', () => {
    let state = startForm(form)
    for (const line of ['b\r', 'ben\r']) state = typeIntoForm(state, chunk(line, line === 'b\r' ? 1 : 0)).state
    expect(currentField(state)?.label).toBe('extra')
    const done = typeIntoForm(state, chunk('more\r'))
    expect([done.complete, done.state.values]).toEqual([true, ['b', 'ben', 'more']])
  })
})
