import { afterEach, describe, expect, it, vi } from 'vitest'
import { GET as confirmEmail } from '@/app/api/auth/confirm-email/route'
import { GET as verify } from '@/app/api/auth/verify/route'
import { GET as confirmNewsletter } from '@/app/api/newsletter/confirm/route'
import { GET as unsubscribe } from '@/app/api/newsletter/unsubscribe/route'
import { env } from '@/lib/env'

/**
 * The e-mails' links (account verification, e-mail change, newsletter confirmation and unsubscribing)
 * land on a page of the shop: SITE_URL's origin, as every absolute URL of the shop — never the request's
 * Host, which anyone can forge (`Host: evil.example` would send the visitor to evil.example), also when
 * SITE_URL is not set (the shop's own default, http://localhost:PORT).
 */
const forged = (path: string) => new Request(`http://evil.example${path}`, { headers: { host: 'evil.example' } })
const ROUTES = [
  ['verify', () => verify(forged('/api/auth/verify?token=not-a-token')), '/account?verified=0'],
  ['confirm-email', () => confirmEmail(forged('/api/auth/confirm-email?token=not-a-token')), '/account-details?email='],
  [
    'newsletter confirm',
    () => confirmNewsletter(forged('/api/newsletter/confirm?token=x')),
    '/newsletter?status=link-invalid',
  ],
  ['unsubscribe', () => unsubscribe(forged('/api/newsletter/unsubscribe?token=x')), '/newsletter?status=link-invalid'],
] as const

afterEach(() => vi.unstubAllEnvs())

describe('the e-mail links’ redirects name the shop’s origin', () => {
  for (const siteUrl of ['https://shop.example', '']) {
    for (const [name, call, path] of ROUTES) {
      it(`${name}, SITE_URL ${siteUrl || 'unset'}: no forged host in Location`, async () => {
        vi.stubEnv('SITE_URL', siteUrl)
        const res = await call()
        expect(res.status).toBe(303)
        const location = res.headers.get('location')!
        expect(location).not.toContain('evil.example')
        expect(location.startsWith(`${new URL(env.siteUrl).origin}${path}`)).toBe(true)
      })
    }
  }
})
