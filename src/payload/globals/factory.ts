import type { Field, GlobalConfig } from 'payload'
import { adminOnly, publishedOrOperator } from '../access'
import { labelled } from '../labels'
import { globalTranslationCheck, translationField } from '../translations'

/**
 * Every content global: readable by anyone (the published version; drafts only in the operator's preview),
 * editable by the operator as drafts with a preview and a version history, revalidating its cache tag on save.
 */
export function contentGlobal(slug: string, label: { it: string; en: string }, fields: Field[]): GlobalConfig {
  return {
    slug,
    label,
    access: { read: publishedOrOperator, readVersions: adminOnly, update: adminOnly },
    versions: { drafts: true, max: 30 },
    admin: {
      group: { it: 'Pagine', en: 'Pages' },
    },
    // Marks a content page: its preview and its afterChange hooks (the cache, the search index) are
    // registered at the composition root (src/composition.ts).
    custom: { contentPage: true },
    hooks: { afterRead: [globalTranslationCheck] },
    fields: labelled([translationField, ...fields]),
  }
}
