'use server'

import { revalidatePath } from 'next/cache'
import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { fill } from '@/i18n/config'
import { getMessages } from '@/i18n/server'
import { isPlausibleEmail } from '@/lib/identifiers'
import { COUNTRIES, DIAL_CODES, isPlausiblePhone, isPlausibleZip } from '@/lib/geo'
import { clientIpFrom } from '@/lib/http'
import { fieldErrors, isFormData } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'
import { MIN_PASSWORD_LENGTH } from '@/payload/collections/Users'
import { sessionCookieObject } from '@/features/sign-in/server'
import { requestEmailChange } from './email-change'
import { setOwnPassword } from './own-password'
import { checkCurrentPassword } from '@/features/sign-in/request'
import { deleteAccount } from './personal-data'
import { isGuessablePassword } from '@/features/sign-in/server'
import { getCurrentUser } from '@/features/sign-in/server'

export type FormState = {
  ok: boolean
  message: string
  errors: Record<string, string>
  values?: Record<string, string>
}
const fail = (message: string, errors: Record<string, string> = {}): FormState => ({ ok: false, message, errors })

const str = (fd: FormData, k: string) => String(fd.get(k) ?? '').trim()

export async function addAddress(_: FormState, fd: FormData): Promise<FormState> {
  const [{ t }, user] = await Promise.all([getMessages(), getCurrentUser()])
  if (!user) return fail(t.account.signInRequired)
  if (!isFormData(fd)) return fail(t.errors.malformedAction)
  const a = t.account
  const req = (label: string) => z.string().min(1, fill(t.auth.required, { label })).max(200)
  const schema = z
    .object({
      street: req(a.street),
      city: req(a.city),
      state: z.string().max(100),
      zip: req(a.zip),
      country: req(a.country).refine((c) => COUNTRIES.some((x) => x.name === c), a.country),
      phoneCode: z.string().refine((c) => c === '' || DIAL_CODES.some((d) => d.code === c), a.invalidPhone),
      phoneNumber: z.string().max(30),
      label: z.string().max(60),
    })
    .superRefine((v, ctx) => {
      if (v.zip && !isPlausibleZip(v.zip, v.country))
        ctx.addIssue({ code: 'custom', path: ['zip'], message: a.invalidZip })
      if (v.phoneNumber && !isPlausiblePhone(v.phoneNumber))
        ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: a.invalidPhone })
    })
  const values = Object.fromEntries(
    ['street', 'city', 'state', 'zip', 'country', 'phoneCode', 'phoneNumber', 'label'].map((k) => [k, str(fd, k)]),
  )
  const parsed = schema.safeParse(values)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues)
    // The submitted values come back so the form shows them again (React resets a form after its action).
    return { ...fail(Object.values(errors)[0], errors), values }
  }
  const v = parsed.data
  const payload = await getShopPayload()
  const addresses = [
    ...(user.addresses ?? []),
    {
      street: v.street,
      city: v.city,
      state: v.state,
      zip: v.zip,
      country: v.country,
      phone: { code: v.phoneCode, number: v.phoneNumber },
      label: v.label,
    },
  ]
  await payload.update({ collection: 'users', id: user.id, overrideAccess: true, data: { addresses } })
  revalidatePath('/address')
  return { ok: true, message: a.addressSaved, errors: {} }
}

export async function deleteAddress(fd: FormData): Promise<void> {
  const user = await getCurrentUser()
  if (!user || !isFormData(fd)) return
  const id = str(fd, 'id')
  const payload = await getShopPayload()
  await payload.update({
    collection: 'users',
    id: user.id,
    overrideAccess: true,
    data: { addresses: (user.addresses ?? []).filter((x) => x.id !== id) },
  })
  revalidatePath('/address')
}

/** Asks for a new e-mail address: current password required; the change waits for the link sent to the new address. */
export async function changeEmail(_: FormState, fd: FormData): Promise<FormState> {
  const [{ t, lang }, user] = await Promise.all([getMessages(), getCurrentUser()])
  if (!user) return fail(t.account.signInRequired)
  if (!isFormData(fd)) return fail(t.errors.malformedAction)
  const a = t.account
  const email = str(fd, 'email').toLowerCase()
  const current = String(fd.get('current') ?? '')
  // The typed address comes back with every refusal, so the form shows it again.
  const refuse = (field: 'email' | 'current', message: string) => ({
    ...fail(message, { [field]: message }),
    values: { email },
  })
  if (!email) return refuse('email', fill(t.auth.required, { label: a.newEmail }))
  if (email.length > 200 || !isPlausibleEmail(email)) return refuse('email', t.auth.invalidEmail)
  if (email === user.email) return refuse('email', a.emailSame)
  if (!current) return refuse('current', fill(t.auth.required, { label: a.currentPassword }))
  const payload = await getShopPayload()
  const check = await checkCurrentPassword(payload, user.email, current, clientIpFrom(await headers()))
  if (check !== 'ok') return refuse('current', check)
  await requestEmailChange(payload, lang, user, email)
  return { ok: true, message: fill(a.emailChangeSent, { email }), errors: {} }
}

export async function changePassword(_: FormState, fd: FormData): Promise<FormState> {
  const [{ t }, user] = await Promise.all([getMessages(), getCurrentUser()])
  if (!user) return fail(t.account.signInRequired)
  if (!isFormData(fd)) return fail(t.errors.malformedAction)
  const a = t.account
  const current = String(fd.get('current') ?? '')
  const next = String(fd.get('next') ?? '')
  const confirm = String(fd.get('confirm') ?? '')
  if (!current)
    return fail(fill(t.auth.required, { label: a.currentPassword }), {
      current: fill(t.auth.required, { label: a.currentPassword }),
    })
  if (next.trim().length < MIN_PASSWORD_LENGTH || next.length > 200)
    return fail(t.auth.passwordPolicy, { next: t.auth.passwordPolicy })
  if (isGuessablePassword(next, [user.firstName ?? '', user.lastName ?? '', user.email]))
    return fail(t.auth.passwordGuessable, { next: t.auth.passwordGuessable })
  if (next !== confirm) return fail(t.auth.mismatch, { confirm: t.auth.mismatch })
  const payload = await getShopPayload()
  const clientIp = clientIpFrom(await headers())
  const check = await checkCurrentPassword(payload, user.email, current, clientIp)
  if (check !== 'ok') return fail(check, { current: check })
  // A password change ends the other sessions; this browser's stays, with the factor it passed.
  await setOwnPassword(payload, user, next)
  redirect('/account-details?changed=1')
}

/**
 * "Delete my account": confirmed with the password (or, for a Google account, which has none the
 * customer knows, by typing its e-mail address); then the session cookie is cleared.
 */
export async function deleteMyAccount(_: FormState, fd: FormData): Promise<FormState> {
  const [{ t, lang }, user] = await Promise.all([getMessages(), getCurrentUser()])
  if (!user) return fail(t.account.signInRequired)
  if (!isFormData(fd)) return fail(t.errors.malformedAction)
  const a = t.account
  const payload = await getShopPayload()
  if (user.provider === 'google') {
    const typed = str(fd, 'confirmEmail').toLowerCase()
    if (!typed)
      return fail(fill(t.auth.required, { label: a.deleteEmail }), {
        confirmEmail: fill(t.auth.required, { label: a.deleteEmail }),
      })
    if (typed !== user.email.toLowerCase()) return fail(a.deleteEmailMismatch, { confirmEmail: a.deleteEmailMismatch })
  } else {
    const current = String(fd.get('current') ?? '')
    if (!current)
      return fail(fill(t.auth.required, { label: a.deletePassword }), {
        current: fill(t.auth.required, { label: a.deletePassword }),
      })
    const check = await checkCurrentPassword(payload, user.email, current, clientIpFrom(await headers()))
    if (check !== 'ok') return fail(check, { current: check })
  }
  const result = await deleteAccount(payload, user, lang)
  if (!result.ok) return fail(result.reason === 'operator' ? a.deleteOperator : a.deletePending)
  ;(await cookies()).delete({ name: sessionCookieObject(payload, '').name, path: '/' })
  redirect('/account-deleted')
}
