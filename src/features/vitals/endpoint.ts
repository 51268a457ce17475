import { isbot } from 'isbot'
import { isLang, LANG_COOKIE, resolveLang, type Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { env } from '@/lib/env'
import { clientIp, jsonError, readBounded } from '@/lib/http'
import { log } from '@/lib/logger'
import { allowPolicy } from '@/services/rate-limit'
import { getShopPayload } from '@/payload/shop-payload'
import { BEACON_MAX_BYTES, parseBeacon, type BeaconRefusal } from './beacon'
import { recordVitals } from './record'
import { senderKey } from './sender'

/** 204: accepted, or deliberately ignored (a bot, an address past its bound, a database that failed). */
const noContent = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })

/** The `lang` cookie of the request (the visitor's last choice), if it names a language of the shop. */
const cookieLang = (request: Request): Lang => {
  const match = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`).exec(request.headers.get('cookie') ?? '')
  return resolveLang(null, match?.[1]?.trim())
}

/**
 * POST /api/vitals (issue 56): a real visit's Core Web Vitals, sent by the browser's reporter with
 * sendBeacon once the page is hidden (JSON, as application/json or text/plain). A malformed beacon is
 * refused with 400 (413 when too large) and a reason in the language of the body's `lang`, else the
 * `lang` cookie, else Italian; nothing is recorded. A bot's beacon and one past the address's bound
 * (`vitals:ip`) are answered 204 and dropped; an accepted one is recorded (features/vitals/record.ts).
 * Never a 5xx: nobody reads the answer of a beacon, and a failure must not make a browser send it again,
 * so a database that fails is logged and answered 204 too.
 */
export async function answerVitalsBeacon(request: Request): Promise<Response> {
  const refuse = (status: number, reason: BeaconRefusal, lang?: unknown) =>
    jsonError(status, messages[isLang(lang) ? lang : cookieLang(request)].webVitals[reason])
  let text: string | null
  try {
    text = await readBounded(request, BEACON_MAX_BYTES)
  } catch {
    return refuse(400, 'notJson') // the body broke off before its end
  }
  if (text === null) return refuse(413, 'tooLarge')
  const parsed = parseBeacon(text)
  if (!parsed.ok) return refuse(400, parsed.reason, parsed.lang)
  // A browser's beacon always names its browser; a bot's, or none, is not a visit. With the measurement
  // turned off (a cached page may still carry the former rate for a while) nothing is kept either.
  const agent = request.headers.get('user-agent')
  if (!agent || isbot(agent) || env.webVitalsSampleRate === 0) return noContent()
  try {
    const payload = await getShopPayload()
    const sender = senderKey(clientIp(request))
    const allowed =
      (await allowPolicy(payload, 'vitals:ip', sender)) && (await allowPolicy(payload, 'vitals:ip-day', sender))
    if (allowed) await recordVitals(payload, parsed.beacon)
  } catch (err) {
    log.warn('vitals: a beacon was not recorded', { error: (err as Error).message })
  }
  return noContent()
}
