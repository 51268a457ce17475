import type { Payload } from 'payload'
import { log } from '@/lib/logger'
import { plainText, richText } from '@/lib/richtext'
import { POLICY_SLUGS, type PolicySlug } from '@/payload/globals'
import type { L } from './catalog'
import { accessibility, terms } from './legal'
import { privacy, returnPolicy, shippingPolicy } from './policies'
import { setGlobal } from './set-global'
import { SUPERSEDED } from './superseded'

const POLICIES: Record<PolicySlug, () => { title: L; body: L; lastModified?: string }> = {
  privacy,
  return: returnPolicy,
  shipping: shippingPolicy,
  terms,
  accessibility,
}

/**
 * The legal pages, each seeded in both languages when it has no title yet: so a shop created before a
 * page existed (the terms of sale, the accessibility statement) gets it on its next start. A page that
 * still holds, word for word in both languages, a seed text since replaced (`superseded.ts`) gets the
 * current one; a page the operator edited is never overwritten.
 */
export async function ensurePolicies(payload: Payload) {
  for (const slug of POLICY_SLUGS) {
    const current = await payload.findGlobal({ slug, locale: 'it', depth: 0, overrideAccess: true })
    if (current.title && !(await holdsSupersededText(payload, slug, current.body))) continue
    const pol = POLICIES[slug]()
    await setGlobal(payload, slug, (lang) => ({ title: pol.title[lang], body: richText(pol.body[lang]) }), {
      ...(pol.lastModified ? { lastModified: pol.lastModified } : {}),
    })
    if (current.title) log.info('legal page updated to the current seed text', { slug })
  }
}

async function holdsSupersededText(payload: Payload, slug: PolicySlug, itBody: unknown) {
  const old = SUPERSEDED[slug]
  if (!old) return false
  const same = (doc: unknown, source: string) => plainText(doc) === plainText(richText(source))
  const candidates = old.map((o) => o().body).filter((b) => same(itBody, b.it))
  if (!candidates.length) return false
  const en = await payload.findGlobal({ slug, locale: 'en', depth: 0, overrideAccess: true })
  return candidates.some((b) => same(en.body, b.en))
}
