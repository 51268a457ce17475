import { NextResponse } from 'next/server'
import { authenticationOptions } from '@/features/sign-in/server'
import { endpoint } from '@/features/sign-in/request'

/** A challenge to sign in with a passkey (by itself, or as an operator's second factor), in a signed ticket. */
export const POST = endpoint({}, async ({ request, payload }) =>
  NextResponse.json(await authenticationOptions(payload, request.headers.get('origin'))),
)
