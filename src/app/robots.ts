import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/cms',
          '/api/',
          '/admin/',
          '/account',
          '/orders',
          '/order/',
          '/address',
          '/account-details',
          '/account-sessions',
          '/account-security',
          '/sign-in',
          '/wishlist',
          '/cart',
          '/checkout',
          '/success',
          '/pay/',
          '/reset-password',
        ],
      },
    ],
    sitemap: `${env.siteUrl}/sitemap.xml`,
  }
}
