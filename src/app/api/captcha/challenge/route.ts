import { NextResponse } from 'next/server'
import { newChallenge } from '@/features/forms/server'

export const dynamic = 'force-dynamic'

/** A fresh signed ALTCHA challenge (proof of work solved in the browser). */
export async function GET() {
  return NextResponse.json(await newChallenge(), { headers: { 'cache-control': 'no-store' } })
}
