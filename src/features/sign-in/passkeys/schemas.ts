import { z } from 'zod'

/** What a browser's WebAuthn call sends back (as @simplewebauthn/browser encodes it), checked before any crypto. */
const b64 = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/)

/** The name its owner gives a passkey (to tell it apart in the list). */
export const passkeyName = z.string().trim().min(1).max(60)

export const assertionSchema = z.object({
  id: b64(1400),
  rawId: b64(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64(20_000),
    authenticatorData: b64(20_000),
    signature: b64(20_000),
    userHandle: b64(1400).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
})

export const attestationSchema = z.object({
  id: b64(1400),
  rawId: b64(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64(20_000),
    attestationObject: b64(100_000),
    transports: z.array(z.string().max(40)).max(10).optional(),
    authenticatorData: b64(100_000).optional(),
    publicKey: b64(20_000).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
})

/** A sign-in ticket and the passkey's answer to it. */
export const passkeyAnswer = z.object({ ticket: z.string().min(10).max(4000), response: assertionSchema })
