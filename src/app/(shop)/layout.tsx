import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { googleConfigured } from '@/features/account/google'
import { previewing } from '@/features/preview/preview'
import { PreviewBar } from '@/features/preview/PreviewBar'
import { getCurrentUser } from '@/features/account/session'
import { isAdminUser } from '@/payload/access'
import { CartProvider } from '@/features/cart/CartProvider'
import { quote, readAccountCart } from '@/features/cart/server'
import { getContent } from '@/features/content/data'
import { getMessages } from '@/features/i18n/server'
import { BottomBar } from '@/features/shell/BottomBar'
import { brandSans, brandSerif } from '@/features/shell/fonts'
import { Footer } from '@/features/shell/Footer'
import type { CompanyInfo } from '@/features/shell/company-info'
import { Header } from '@/features/shell/Header'
import { Overlays } from '@/features/shell/Overlays'
import { ShellProvider, type ShellUser } from '@/features/shell/ShellProvider'
import { Toaster } from '@/features/shell/Toaster'
import { WishlistProvider } from '@/features/wishlist/WishlistProvider'
import { readWishlistIds, wishlistItems } from '@/features/wishlist/server'
import { getSeller } from '@/features/seller/data'
import { env } from '@/lib/env'
import { sellerAddressLine, sellerRegistration } from '@/lib/seller'
import { getShopPayload } from '@/payload/shop-payload'
import './globals.css'

export const viewport: Viewport = { themeColor: '#fbf8f4', width: 'device-width', initialScale: 1 }

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getMessages()
  return {
    metadataBase: new URL(env.siteUrl),
    title: { default: `${t.meta.siteName} · ${t.meta.home}`, template: `%s · ${t.meta.siteName}` },
    description: t.meta.defaultDescription,
    openGraph: { siteName: t.meta.siteName, type: 'website' },
  }
}

export default async function ShopLayout({ children }: { children: ReactNode }) {
  const { lang, t } = await getMessages()
  const [footer, seller, user, preview] = await Promise.all([
    getContent('footer', lang),
    getSeller(),
    getCurrentUser(),
    previewing(),
  ])
  const info: CompanyInfo = {
    name: seller.name,
    address: sellerAddressLine(seller),
    vatNumber: seller.vatNumber,
    registration: sellerRegistration(seller, lang),
    email: seller.email,
    phone: seller.phone,
    facebook: footer.facebooklink || 'https://www.facebook.com/',
    instagram: footer.instagramlink || 'https://www.instagram.com/',
  }
  const accountCart = user ? await readAccountCart(await getShopPayload(), user) : null
  const initialWishlist = user ? await wishlistItems(lang, await readWishlistIds(await getShopPayload(), user)) : null
  const initialCart = accountCart ? { ...(await quote(lang, accountCart.keys)), note: accountCart.note } : null
  const shellUser: ShellUser = user
    ? { id: String(user.id), firstName: user.firstName ?? '', email: user.email, isAdmin: isAdminUser(user) }
    : null
  return (
    <html lang={lang} className={`${brandSerif.variable} ${brandSans.variable}`}>
      <body>
        <ShellProvider lang={lang} messages={t} user={shellUser} google={googleConfigured()}>
          <CartProvider initial={initialCart}>
            <WishlistProvider initial={initialWishlist}>
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
            </WishlistProvider>
          </CartProvider>
        </ShellProvider>
      </body>
    </html>
  )
}
