import type { Lang } from '../locales'
import { en, type Messages } from './en'
import { it } from './it'

export type { Messages }
export const messages: Record<Lang, Messages> = { it, en }

/**
 * The namespaces the browser gets with every page (client components read them through the shell's
 * `t`); the rest — invoices, e-mails, operator and legal texts — stays on the server, out of each
 * page's payload. The type makes a client component that reads another namespace a compile error.
 */
export const CLIENT_NAMESPACES = [
  'nav',
  'cart',
  'product',
  'account',
  'auth',
  'contactForm',
  'shop',
  'stands',
  'pay',
  'wishlist',
  'notFound',
  'toast',
  'success',
  'footer',
  'checkout',
  'business',
  'admin',
] as const satisfies readonly (keyof Messages)[]
export type ClientMessages = Pick<Messages, (typeof CLIENT_NAMESPACES)[number]>

export const clientMessages = (t: Messages): ClientMessages =>
  Object.fromEntries(CLIENT_NAMESPACES.map((k) => [k, t[k]])) as ClientMessages
