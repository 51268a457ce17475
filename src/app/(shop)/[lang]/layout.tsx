// The shell's sheets first, before any component: a feature's sheet (the cart's, the account's) reached
// through an import above them would give the CSS chunker two orders to choose from, and a build could put
// the page's rules under the shell's (tests/e2e/performance.spec.ts: the shell's rules come first).
import './globals.css'
// The frame of every storefront page, in this order (the sheets were one file, frame.css).
import '@/features/shell/frame/header.css'
import '@/features/shell/frame/header-search.css'
import '@/features/shell/frame/dialogs.css'
import '@/features/shell/frame/foot.css'
import '@/features/shell/frame/notices.css'
import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { googleConfigured } from '@/features/sign-in/server'
import { previewing } from '@/features/preview/server'
import { PreviewBar } from '@/features/preview/server'
import { notFound } from 'next/navigation'
import { CartProvider } from '@/features/cart/client'
import { PhotoWarmer } from '@/features/catalog/client'
import { getContent } from '@/features/content/server'
import { shellMessages } from '@/i18n/messages'
import { getMessages } from '@/i18n/server'
import { BottomBar } from '@/features/shell/client'
import { brandSans, brandSerif } from '@/features/shell/server'
import { Footer } from '@/features/shell/server'
import type { CompanyInfo } from '@/features/shell/server'
import { Header } from '@/features/shell/server'
import { Overlays } from '@/features/shell/client'
import { ShellProvider } from '@/features/ui/client'
import { Toaster } from '@/features/shell/client'
import { WishlistProvider } from '@/features/wishlist/client'
import { VitalsReporter } from '@/features/vitals/client'
import { getSeller } from '@/features/seller/server'
import { env } from '@/lib/env'
import { sellerAddressLine, sellerRegistration } from '@/lib/seller'
import { isLang, LOCALES } from '@/i18n/locales'

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
              <VitalsReporter rate={env.webVitalsSampleRate} lang={lang} />
            </WishlistProvider>
          </CartProvider>
        </ShellProvider>
      </body>
    </html>
  )
}
