import { NextResponse } from 'next/server'
import { authenticationOptions } from '@/features/sign-in/passkeys/service'
import { endpoint } from '@/features/sign-in/endpoint'

/** A challenge to sign in with a passkey (by itself, or as an operator's second factor), in a signed ticket. */
export const POST = endpoint({}, async ({ request, payload }) =>
  NextResponse.json(await authenticationOptions(payload, request.headers.get('origin'))),
)
