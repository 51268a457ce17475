import { z } from 'zod'
import { fill } from '@/i18n/config'
import type { Messages } from '@/i18n/messages/index'
import { MIN_PASSWORD_LENGTH } from '@/payload/collections/Users'
import { isGuessablePassword } from './password-strength'
import { passkeyAnswer } from './passkeys/schemas'

/** zod schemas of the auth endpoints, with messages in the visitor's language. */
export function authSchemas(t: Messages) {
  const a = t.auth
  const email = z
    .string({ error: fill(a.required, { label: a.email }) })
    .trim()
    .min(1, fill(a.required, { label: a.email }))
    .max(200)
    .pipe(z.email({ error: a.invalidEmail }))
  const password = z
    .string({ error: fill(a.required, { label: a.password }) })
    .min(1, fill(a.required, { label: a.password }))
    .max(200)
  const newPassword = z
    .string({ error: a.passwordPolicy })
    .min(MIN_PASSWORD_LENGTH, a.passwordPolicy)
    .max(200)
    .refine((v) => v.trim().length >= MIN_PASSWORD_LENGTH, a.passwordPolicy)
    .refine((v) => !isGuessablePassword(v), a.passwordGuessable)
  const name = (label: string) =>
    z
      .string({ error: fill(a.required, { label }) })
      .trim()
      .min(1, fill(a.required, { label }))
      .max(100)
  /** The captcha's solution, sent once the abuse limit asked for it (features/forms/abuse.ts). */
  const captcha = z.string().max(20_000)
  return {
    // `code` and `enrolTicket`: an operator's second factor (features/sign-in/two-factor), asked for after the password.
    login: z.object({
      email,
      password,
      code: z.string().trim().max(40).optional(),
      enrolTicket: z.string().max(4000).optional(),
      passkey: passkeyAnswer.optional(),
    }),
    signup: z.object({
      firstName: name(a.firstName),
      lastName: name(a.lastName),
      email,
      password: newPassword,
      captcha: captcha.optional(),
    }),
    forgot: z.object({ email }),
    reset: z.object({ token: z.string().min(10).max(200), password: newPassword }),
    changePassword: z.object({ current: password, next: newPassword, confirm: z.string().max(200) }),
  }
}
