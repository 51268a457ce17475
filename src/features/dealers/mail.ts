import type { Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'

/** The approval e-mail of a trade account, in the dealer's language. */
export const dealerMail = (lang: Lang) => messages[lang].dealerMail
