import { NextResponse } from 'next/server'
import { registrationOptions } from '@/features/passkeys/service'
import { endpoint } from '@/features/shell/endpoint'

/** A challenge to add a passkey to the signed-in account, in a signed ticket bound to it. */
export const POST = endpoint({ who: 'signed-in' }, async ({ request, payload, user }) =>
  NextResponse.json(await registrationOptions(payload, user, request.headers.get('origin'))),
)
