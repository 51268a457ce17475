import type { CollectionConfig, Field, GlobalConfig } from 'payload'

/**
 * The behaviour a feature registers on a schema collection or global at the composition root
 * (src/payload.config.ts via src/composition.ts): hooks, a field's validation, the admin preview. The
 * schema declares fields, access and admin; it imports no feature (docs/adr/0038-floors.md).
 */
export type Behaviour<C extends CollectionConfig | GlobalConfig> = {
  /** Whole hook lists, in the order they run; a list the schema declares itself is not replaced. */
  hooks?: C['hooks']
  /** By a field's name path (`url`, `safety.pictograms`, `variants.stock`): its validation. */
  validate?: Record<string, unknown>
  preview?: NonNullable<C['admin']>['preview']
}

type Named = { name?: string; type: string; fields?: Field[]; tabs?: { name?: string; fields: Field[] }[] }

/** The field at `path` among `fields` (rows, collapsibles and unnamed tabs are looked through). */
function findField(fields: Field[], path: string[]): Record<string, unknown> | undefined {
  for (const field of fields as unknown as Named[]) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs ?? []) {
        const found = tab.name
          ? tab.name === path[0]
            ? findField(tab.fields, path.slice(1))
            : undefined
          : findField(tab.fields, path)
        if (found) return found
      }
    } else if (!field.name && field.fields) {
      const found = findField(field.fields, path)
      if (found) return found
    } else if (field.name === path[0]) {
      if (path.length === 1) return field as unknown as Record<string, unknown>
      if (field.fields) return findField(field.fields, path.slice(1))
    }
  }
  return undefined
}

/**
 * The schema's collection or global with the behaviour added. A hook list or a validation that both
 * would declare is an error at start (one place for each), as is a field path that names no field.
 */
export function withBehaviour<C extends CollectionConfig | GlobalConfig>(config: C, behaviour: Behaviour<C>): C {
  const hooks = { ...(config.hooks ?? {}) } as Record<string, unknown>
  for (const [key, list] of Object.entries(behaviour.hooks ?? {})) {
    if (hooks[key]) throw new Error(`${config.slug}: the ${key} hooks are declared by the schema and registered again`)
    hooks[key] = list
  }
  // A copy of the schema's fields (a second composition, as on a reload in development, finds them as declared).
  const fields = structuredFields(config.fields)
  for (const [path, validate] of Object.entries(behaviour.validate ?? {})) {
    const field = findField(fields, path.split('.'))
    if (!field) throw new Error(`${config.slug}: no field ${path} to validate`)
    if (field.validate) throw new Error(`${config.slug}: the field ${path} has a validation already`)
    field.validate = validate
  }
  const admin = behaviour.preview ? { ...(config.admin ?? {}), preview: behaviour.preview } : config.admin
  return { ...config, fields, hooks, admin } as C
}

/** The fields with every nested field list copied (the definitions' functions and values are shared). */
function structuredFields(fields: Field[]): Field[] {
  return (fields as unknown as Named[]).map((field) => {
    const copy = { ...field } as Named
    if (field.fields) copy.fields = structuredFields(field.fields)
    if (field.tabs) copy.tabs = field.tabs.map((tab) => ({ ...tab, fields: structuredFields(tab.fields) }))
    return copy
  }) as unknown as Field[]
}
