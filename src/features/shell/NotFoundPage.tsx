import type { Metadata } from 'next'
import Link from 'next/link'
import { getMessages } from '@/i18n/server'
import { NAV, NavLinks } from './nav-links'

/** The 404 page's own title (not the home page's), for the routes that answer 404. */
export async function notFoundMetadata(): Promise<Metadata> {
  const { t } = await getMessages()
  return { title: t.notFound.title, robots: { index: false } }
}

/**
 * The 404 page: the specification's text and "Go Home", then ways onward (the shop and the help pages).
 * Kept free of data: Next renders this boundary into the payload of every storefront page.
 */
export async function NotFoundPage() {
  const { t } = await getMessages()
  return (
    <section className="not-found container">
      <p className="big-404" aria-hidden="true">
        404
      </p>
      <h1>{t.notFound.title}</h1>
      <p className="row-gap not-found-actions">
        <Link href="/" className="btn">
          {t.notFound.goHome}
        </Link>
        <Link href="/shop" className="btn btn-outline">
          {t.notFound.goShop}
        </Link>
      </p>
      <nav aria-label={t.notFound.suggestions}>
        <ul className="not-found-links">
          <NavLinks links={NAV.pages} t={t} list />
        </ul>
      </nav>
    </section>
  )
}
