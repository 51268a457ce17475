import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { googleConfigured } from '@/features/sign-in/google'
import { previewing } from '@/features/preview/preview'
import { PreviewBar } from '@/features/preview/PreviewBar'
import { notFound } from 'next/navigation'
import { CartProvider } from '@/features/cart/CartProvider'
import { PhotoWarmer } from '@/features/catalog/PhotoWarmer'
import { getContent } from '@/features/content/data'
import { shellMessages } from '@/features/i18n/messages'
import { getMessages } from '@/features/i18n/server'
import { BottomBar } from '@/features/shell/BottomBar'
import { brandSans, brandSerif } from '@/features/shell/fonts'
import { Footer } from '@/features/shell/Footer'
import type { CompanyInfo } from '@/features/shell/company-info'
import { Header } from '@/features/shell/Header'
import { Overlays } from '@/features/shell/Overlays'
import { ShellProvider } from '@/features/ui/ShellProvider'
import { Toaster } from '@/features/shell/Toaster'
import { WishlistProvider } from '@/features/wishlist/WishlistProvider'
import { getSeller } from '@/features/seller/data'
import { env } from '@/lib/env'
import { sellerAddressLine, sellerRegistration } from '@/lib/seller'
import { isLang, LOCALES } from '@/features/i18n/locales'
import './globals.css'
import '@/features/shell/frame.css'

export const viewport: Viewport = { themeColor: '#fbf8f4', width: 'device-width', initialScale: 1 }

/**
 * The storefront's root layout, one per language: the proxy maps every storefront URL to `/{lang}/…`
 * (ADR 0017). No language is rendered at build time (the database and the deployment's settings are
 * only there at run time); each page is rendered on its first request and then served from Next's cache
 * until a save revalidates its tags. Nothing here reads the visitor's cookies: the signed-in user, the
 * account's cart and wishlist are asked for by the browser after the first paint (ShellProvider).
 */
export function generateStaticParams(): { lang: string }[] {
  return []
}
/** How long a shared cache (a CDN) may keep a page before asking again; a save in /cms reaches this
 * server's cache at once (tag revalidation). */
export const revalidate = 60

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getMessages()
  return {
    metadataBase: new URL(env.siteUrl),
    title: { default: `${t.meta.siteName} · ${t.meta.home}`, template: `%s · ${t.meta.siteName}` },
    description: t.meta.defaultDescription,
    openGraph: { siteName: t.meta.siteName, type: 'website' },
  }
}

export default async function ShopLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ lang: string }>
}) {
  if (!isLang((await params).lang)) notFound()
  const { lang, t } = await getMessages()
  const [footer, seller, preview] = await Promise.all([getContent('footer', lang), getSeller(), previewing()])
  const info: CompanyInfo = {
    name: seller.name,
    address: sellerAddressLine(seller),
    vatNumber: seller.vatNumber,
    registration: sellerRegistration(seller, t.sellerIdentity, LOCALES[lang].intl),
    email: seller.email,
    phone: seller.phone,
    facebook: footer.facebooklink || 'https://www.facebook.com/',
    instagram: footer.instagramlink || 'https://www.instagram.com/',
  }
  return (
    <html lang={LOCALES[lang].htmlLang} className={`${brandSerif.variable} ${brandSans.variable}`}>
      <body>
        <ShellProvider lang={lang} messages={shellMessages(t)} google={googleConfigured()}>
          <CartProvider>
            <WishlistProvider>
              <a href="#main" className="skip-link">
                {t.nav.skip}
              </a>
              {preview ? <PreviewBar t={t} /> : null}
              <Header t={t} company={info} />
              <main id="main" tabIndex={-1}>
                {children}
              </main>
              <Footer t={t} lang={lang} company={info} address={footer.address} />
              <BottomBar />
              <Overlays />
              <Toaster />
              <PhotoWarmer />
            </WishlistProvider>
          </CartProvider>
        </ShellProvider>
      </body>
    </html>
  )
}
