import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access'
import { SYSTEM_GROUP } from '../labels'

const l = (it: string, en: string) => ({ it, en })

/**
 * Real visits' Core Web Vitals (issue 56), counted per day: one row per day (Rome's, YYYY-MM-DD), metric,
 * page type, language, device class and bucket upper bound (`le`, in the metric's unit: milliseconds, or
 * the CLS score), with how many measurements fell in that bucket. Nothing about the visitor: no address,
 * user-agent, URL or time finer than the day. Written only by POST /api/vitals (features/vitals/record.ts:
 * one atomic insert-or-add-one per beacon, so every instance's beacons add up); read by the /cms
 * dashboard's 75th percentiles for 7 and 28 days. Rows older than 35 days are deleted there too. Hidden
 * from the CMS: nobody creates, edits or deletes a row through it; the operator may read them (REST).
 */
export const WebVitals: CollectionConfig = {
  slug: 'web-vitals',
  labels: {
    singular: l('Misura delle visite', 'Visit measurement'),
    plural: l('Misure delle visite', 'Visit measurements'),
  },
  admin: { group: SYSTEM_GROUP, hidden: true, useAsTitle: 'day' },
  access: { read: adminOnly, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['day', 'metric', 'pageType', 'lang', 'device', 'le'], unique: true }],
  fields: [
    { name: 'day', type: 'text', label: l('Giorno', 'Day'), required: true, index: true },
    { name: 'metric', type: 'text', label: l('Metrica', 'Metric'), required: true },
    { name: 'pageType', type: 'text', label: l('Tipo di pagina', 'Page type'), required: true },
    { name: 'lang', type: 'text', label: l('Lingua', 'Language'), required: true },
    { name: 'device', type: 'text', label: l('Dispositivo', 'Device'), required: true },
    { name: 'le', type: 'number', label: l('Limite superiore del gruppo', 'Bucket upper bound'), required: true },
    { name: 'count', type: 'number', label: l('Misure', 'Measurements'), required: true, defaultValue: 0 },
  ],
}
