import Bowser from 'bowser'
import { fill } from '@/i18n/config'
import type { Messages } from '@/i18n/messages/index'

/** A session's device as the customer recognises it: "Chrome 156 on Linux", from its user agent. Pure. */
export function deviceLabel(userAgent: string, s: Messages['account']['sessions']): string {
  if (!userAgent.trim()) return s.unknown
  const ua = Bowser.parse(userAgent)
  const major = ua.browser.version?.split('.')[0]
  const browser = [ua.browser.name, major].filter(Boolean).join(' ')
  const os = [ua.os.name, ua.platform.type === 'mobile' || ua.platform.type === 'tablet' ? ua.platform.model : '']
    .filter(Boolean)
    .join(' ')
  if (!browser) return s.unknown
  return os ? fill(s.on, { browser, os }) : browser
}
