import type { Lang } from '../locales'
import { en, type Messages } from './en'
import { it } from './it'

export type { Messages }
export const messages: Record<Lang, Messages> = { it, en }
