import type { Field, GlobalConfig } from 'payload'
import { adminOnly, anyone } from '../access'
import { revalidateGlobal } from '../hooks'

/** Every content global: readable by anyone, editable by the operator, revalidating its cache tag on save. */
export function contentGlobal(slug: string, label: string, fields: Field[]): GlobalConfig {
  return {
    slug,
    label,
    access: { read: anyone, update: adminOnly },
    hooks: { afterChange: [revalidateGlobal] },
    fields,
  }
}
