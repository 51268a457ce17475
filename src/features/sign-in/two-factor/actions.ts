'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { sendSecurityNotice } from '../security-notice'
import { getCurrentUser } from '../session'
import type { Messages } from '@/i18n/messages/index'
import { getMessages } from '@/i18n/server'
import { env } from '@/lib/env'
import { clientIpFrom, isFormData } from '@/lib/http'
import { isAdminUser } from '@/payload/access'
import { getShopPayload } from '@/payload/shop-payload'
import { passkeyName } from '../passkeys/schemas'
import { removePasskey, renamePasskey } from '../passkeys/service'
import { renewCodes, turnOnApp, type AppChangeRefusal } from './app-changes'
import { auditTwoFactor, verifyCode } from './gate'
import { disableTwoFactor, factorState } from './store'

/** What the security page's forms show after a submit: a message, or the recovery codes to keep. */
export type SecurityState = { ok: boolean; message: string; codes?: string[]; field?: 'password' | 'code' }

const str = (fd: FormData, name: string) => String(fd.get(name) ?? '').slice(0, 4000)

async function operator() {
  const user = await getCurrentUser()
  if (!user) redirect('/account')
  return isAdminUser(user) ? user : null
}

/** What a refusal says, in the page's language, and the field it marks. */
function refusalState(t: Messages, refusal: AppChangeRefusal): SecurityState {
  const message: Record<AppChangeRefusal, string> = {
    password: t.account.wrongCurrent,
    'too-many': t.auth.tooMany,
    expired: t.account.security.expired,
    code: t.auth.second.wrong,
    'already-on': t.account.security.appOn,
  }
  const field = refusal === 'password' || refusal === 'code' ? refusal : undefined
  return { ok: false, message: message[refusal], field }
}

/**
 * Turns the app on: the ticket from the page and a code the app shows prove the operator holds the
 * secret, the current password proves the account holder (a session alone turns nothing on).
 */
export async function confirmTotp(_: SecurityState, fd: FormData): Promise<SecurityState> {
  const [{ t, lang }, user] = await Promise.all([getMessages(), operator()])
  const s = t.account.security
  if (!user) return { ok: false, message: s.operatorsOnly }
  if (!isFormData(fd)) return { ok: false, message: t.errors.malformedAction }
  const payload = await getShopPayload()
  const input = { password: str(fd, 'current'), ticket: str(fd, 'enrolTicket'), code: str(fd, 'code') }
  const outcome = await turnOnApp(payload, user, input, clientIpFrom(await headers()))
  if (!outcome.ok) return refusalState(t, outcome.refusal)
  await sendSecurityNotice(payload, lang, user, { kind: 'appOn' })
  return { ok: true, message: s.turnedOn, codes: outcome.codes }
}

/** New recovery codes in place of the old ones, confirmed by the current password and a current code. */
export async function renewRecoveryCodes(_: SecurityState, fd: FormData): Promise<SecurityState> {
  const [{ t, lang }, user] = await Promise.all([getMessages(), operator()])
  if (!user) return { ok: false, message: t.account.security.operatorsOnly }
  if (!isFormData(fd)) return { ok: false, message: t.errors.malformedAction }
  const payload = await getShopPayload()
  const input = { password: str(fd, 'current'), code: str(fd, 'code') }
  const outcome = await renewCodes(payload, user, input, clientIpFrom(await headers()))
  if (!outcome.ok) return refusalState(t, outcome.refusal)
  await sendSecurityNotice(payload, lang, user, { kind: 'newCodes' })
  return { ok: true, message: t.account.security.newCodesDone, codes: outcome.codes }
}

/** Turns the second factor off (not where it is required), confirmed by a current code. */
export async function turnOffTwoFactor(_: SecurityState, fd: FormData): Promise<SecurityState> {
  const [{ t, lang }, user] = await Promise.all([getMessages(), operator()])
  const s = t.account.security
  if (!user) return { ok: false, message: s.operatorsOnly }
  if (!isFormData(fd)) return { ok: false, message: t.errors.malformedAction }
  if (env.requireOperator2fa) return { ok: false, message: s.required }
  const payload = await getShopPayload()
  if (!(await factorState(payload, user.id)).totp) return { ok: false, message: s.appOff }
  const ip = clientIpFrom(await headers())
  const outcome = await verifyCode(payload, user, str(fd, 'code'), ip)
  if (outcome === 'wrong') return { ok: false, message: t.auth.second.wrong }
  if (outcome === 'too-many') return { ok: false, message: t.auth.tooMany }
  await disableTwoFactor(payload, user.id)
  await auditTwoFactor(payload, user, ip, 'off')
  await sendSecurityNotice(payload, lang, user, { kind: 'appOff' })
  redirect('/account-security?off=1')
}

/** Removes one of the signed-in account's passkeys (a plain form: works before JavaScript). */
export async function removePasskeyAction(fd: FormData): Promise<void> {
  const user = await getCurrentUser()
  if (!user) redirect('/account')
  const id = isFormData(fd) ? Number(fd.get('passkey')) : NaN
  const payload = await getShopPayload()
  const removed = Number.isInteger(id) && id > 0 ? await removePasskey(payload, user.id, id) : false
  if (removed && isAdminUser(user))
    await auditTwoFactor(payload, user, clientIpFrom(await headers()), 'passkey-removed')
  redirect(`/account-security${removed ? '?removed=1' : ''}`)
}

/** Renames one of the signed-in account's passkeys (a plain form: works before JavaScript). */
export async function renamePasskeyAction(fd: FormData): Promise<void> {
  const user = await getCurrentUser()
  if (!user) redirect('/account')
  const id = isFormData(fd) ? Number(fd.get('passkey')) : NaN
  const name = passkeyName.safeParse(isFormData(fd) ? fd.get('name') : null)
  if (!name.success) redirect('/account-security?renamed=invalid')
  const payload = await getShopPayload()
  const renamed = Number.isInteger(id) && id > 0 ? await renamePasskey(payload, user.id, id, name.data) : false
  redirect(`/account-security${renamed ? '?renamed=1' : ''}`)
}
