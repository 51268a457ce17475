import type { Field, GlobalConfig } from 'payload'
import { adminOnly, publishedOrOperator } from '../access'
import { revalidateGlobal } from '../hooks'
import { indexPageAfterChange } from '@/features/search/sync'
import { labelled } from '../labels'
import { globalTranslationCheck, translationField } from '../translations'
import { globalPath, previewUrl } from '@/features/preview/paths'

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
      preview: (_doc, { locale }) => previewUrl(globalPath(slug), locale),
    },
    hooks: { afterRead: [globalTranslationCheck], afterChange: [revalidateGlobal, indexPageAfterChange] },
    fields: labelled([translationField, ...fields]),
  }
}
