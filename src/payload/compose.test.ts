import type { CollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { withBehaviour } from './compose'

const schema = (): CollectionConfig => ({
  slug: 'sales',
  hooks: { afterRead: [() => undefined] },
  fields: [
    { type: 'row', fields: [{ name: 'starts', type: 'date' }] },
    { type: 'tabs', tabs: [{ label: 'A', fields: [{ name: 'percent', type: 'number' }] }] },
    { name: 'group', type: 'group', fields: [{ name: 'inner', type: 'text' }] },
  ],
})

describe('withBehaviour (the composition root registers a feature’s behaviour on the schema)', () => {
  it('adds hook lists and validations where the fields are, rows, tabs and groups included', () => {
    const rule = () => true as const
    const after = () => undefined
    const composed = withBehaviour(schema(), {
      hooks: { afterChange: [after] },
      validate: { starts: rule, percent: rule, 'group.inner': rule },
    })
    expect(composed.hooks?.afterChange).toEqual([after])
    expect(composed.hooks?.afterRead).toHaveLength(1)
    const row = composed.fields[0] as { fields: { validate?: unknown }[] }
    const tab = (composed.fields[1] as { tabs: { fields: { validate?: unknown }[] }[] }).tabs[0]!
    const group = composed.fields[2] as { fields: { validate?: unknown }[] }
    expect([row.fields[0]!.validate, tab.fields[0]!.validate, group.fields[0]!.validate]).toEqual([rule, rule, rule])
  })

  it('leaves the schema as declared, so composing twice (a reload) gives the same config', () => {
    const declared = schema()
    const once = withBehaviour(declared, { validate: { starts: () => true } })
    const twice = withBehaviour(declared, { validate: { starts: () => true } })
    expect((declared.fields[0] as { fields: { validate?: unknown }[] }).fields[0]!.validate).toBeUndefined()
    expect(twice.fields).toHaveLength(once.fields.length)
  })

  it('refuses a hook list the schema declares too, a field path that names no field, and a second validation', () => {
    expect(() => withBehaviour(schema(), { hooks: { afterRead: [] } })).toThrow(/afterRead hooks are declared/)
    expect(() => withBehaviour(schema(), { validate: { ends: () => true } })).toThrow(/no field ends/)
    const validated: CollectionConfig = {
      slug: 'x',
      fields: [{ name: 'a', type: 'text', validate: () => true as const }],
    }
    expect(() => withBehaviour(validated, { validate: { a: () => true } })).toThrow(/has a validation already/)
  })
})
