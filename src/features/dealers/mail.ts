import type { Lang } from '@/features/i18n/locales'
import { messages } from '@/features/i18n/messages'

/** The approval e-mail of a trade account, in the dealer's language. */
export const dealerMail = (lang: Lang) => messages[lang].dealerMail
