import type { Lang } from '../locales'
import { en, type Messages } from './en'
import { it } from './it'

export type { Messages }
export const messages: Record<Lang, Messages> = { it, en }

/**
 * The namespaces the browser gets with every page: what the shell's client components read (header,
 * menus, sign-in dialog, cart drawer, product cards, toasts, error page), through the shell's `t`.
 */
export const SHELL_NAMESPACES = [
  'nav',
  'cart',
  'product',
  'price',
  'auth',
  'footer',
  'toast',
  'wishlist',
  'notFound',
  'search',
] as const satisfies readonly (keyof Messages)[]
/**
 * Namespaces only some pages' client components read: the page (or its layout) hands them over with
 * `<PageMessages>` and the component asks for them with `useMessages(…)` — the shop's listing does not
 * carry the checkout's or the operator's texts. The rest — invoices, e-mails, operator and legal texts
 * rendered by the server — never reaches the browser. The types make a client component that reads
 * another namespace a compile error.
 */
export const PAGE_NAMESPACES = [
  'account',
  'contactForm',
  'shop',
  'stands',
  'pay',
  'success',
  'checkout',
  'business',
  'admin',
  'stockAlert',
  'carriers',
  'pickup',
] as const satisfies readonly (keyof Messages)[]
export type ShellNamespace = (typeof SHELL_NAMESPACES)[number]
export type PageNamespace = (typeof PAGE_NAMESPACES)[number]
export type ShellMessages = Pick<Messages, ShellNamespace>
export type PageMessagesOf<K extends PageNamespace> = Pick<Messages, K>

/** Some namespaces of `t`, for the browser. */
export const pickMessages = <K extends keyof Messages>(t: Messages, keys: readonly K[]): Pick<Messages, K> =>
  Object.fromEntries(keys.map((k) => [k, t[k]])) as Pick<Messages, K>

export const shellMessages = (t: Messages): ShellMessages => pickMessages(t, SHELL_NAMESPACES)
