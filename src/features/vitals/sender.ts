import crypto from 'node:crypto'
import { payloadSecret } from '@/lib/env'

/**
 * What the abuse bound counts a beacon's sender by: a keyed hash (PAYLOAD_SECRET) of its address — of an
 * IPv6 address's /64, which one subscriber usually holds whole — so the counters never hold an address.
 */
export function senderKey(ip: string): string {
  let group = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  if (group.includes(':')) {
    const [head = '', tail = ''] = group.split('::')
    const left = head ? head.split(':') : []
    const right = group.includes('::') && tail ? tail.split(':') : []
    const parts = group.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
    group = parts
      .slice(0, 4)
      .map((p) => p.toLowerCase().replace(/^0+(?=.)/, ''))
      .join(':')
  }
  return crypto.createHmac('sha256', payloadSecret()).update(`vitals:${group}`).digest('base64url').slice(0, 22)
}
