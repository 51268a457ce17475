import { NextResponse } from 'next/server'
import { contactSchema } from '@/features/forms'
import { storeAndForward } from '@/features/forms/server'
import { endpoint } from '@/features/sign-in/request'

/** Contact form: validated, stored, then e-mailed to the shop. */
export const POST = endpoint(
  {
    body: contactSchema,
    invalid: (t) => t.contactForm.failure,
    stripPrefix: 'formData.',
    limit: { policy: 'contact:ip', message: (t) => t.contactForm.tooMany },
  },
  async ({ payload, body, ip }) => {
    // Honeypot: a bot filled the hidden field; answer as if sent, keep nothing.
    if (body.website) return NextResponse.json({ success: true })
    const { name, email, message } = body.formData
    await storeAndForward(payload, { kind: 'contact', email, name, data: { name, email, message }, ip })
    return NextResponse.json({ success: true })
  },
)
