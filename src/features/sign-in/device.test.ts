import { describe, expect, it } from 'vitest'
import { messages } from '@/i18n/messages/index'
import { deviceLabel } from './device'

describe('a session’s device, as the customer recognises it', () => {
  it('names the browser with its major version and the system, in the page’s language', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.8078.73 Safari/537.36'
    expect(deviceLabel(chrome, messages.en.account.sessions)).toBe('Chrome 156 on Linux')
    expect(deviceLabel(chrome, messages.it.account.sessions)).toBe('Chrome 156 su Linux')
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
    expect(deviceLabel(iphone, messages.en.account.sessions)).toBe('Safari 18 on iOS iPhone')
  })

  it('says it does not know rather than showing a raw string', () => {
    expect(deviceLabel('', messages.it.account.sessions)).toBe('Browser sconosciuto')
    expect(deviceLabel('curl/8.5.0', messages.en.account.sessions)).toBe('Unknown browser')
  })
})
