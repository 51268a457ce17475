import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import { forbidden, unauthorized } from 'next/navigation'
import type React from 'react'
import { importMap } from './cms/importMap.js'

/**
 * The admin's one server function. Anyone can call it with arguments of their own (a crafted request
 * names the action): a call that is not `{ name, args }` naming one of Payload's functions is answered
 * with an error value instead of an exception (which Next turns into a 500); a call Payload refuses for
 * want of a signed-in operator answers 401 (403 for a signed-in customer), not 500.
 */
const serverFunction: ServerFunctionClient = async function (call) {
  'use server'
  const { name, args } = (call ?? {}) as { name?: unknown; args?: unknown }
  if (typeof name !== 'string' || (args !== undefined && (typeof args !== 'object' || args === null)))
    return { error: 'Invalid server function call' }
  try {
    return await handleServerFunctions({ ...call, config, importMap })
  } catch (err) {
    if ((err as Error)?.message?.startsWith('Unknown Server Function')) return { error: 'Unknown server function' }
    const status = (err as { status?: number })?.status
    if (status === 401) unauthorized()
    if (status === 403) forbidden()
    throw err
  }
}

export default function PayloadLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
