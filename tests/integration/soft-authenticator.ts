import crypto from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

/**
 * A passkey made in software, answering WebAuthn as a platform authenticator would (ES256, "none"
 * attestation, user present and verified): enough for the shop's @simplewebauthn/server checks to run
 * for real in integration tests, where no browser is at hand.
 */
const sha256 = (data: string | Uint8Array) => crypto.createHash('sha256').update(data).digest()
const b64 = (data: Uint8Array) => Buffer.from(data).toString('base64url')
const FLAGS = { up: 0x01, uv: 0x04, at: 0x40 }

export function softAuthenticator() {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const credentialId = crypto.randomBytes(16)
  const id = b64(credentialId)
  let counter = 0
  const counterBytes = () => {
    const b = Buffer.alloc(4)
    b.writeUInt32BE(counter)
    return b
  }
  return {
    id,
    /** The answer to registration options (`challenge`, `rp.id`) on a page at `origin`. */
    register(options: { challenge: string; rp: { id?: string } }, origin: string) {
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
          [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
        ]),
      )
      const length = Buffer.alloc(2)
      length.writeUInt16BE(credentialId.length)
      const authData = Buffer.concat([
        sha256(options.rp.id!),
        Buffer.from([FLAGS.up | FLAGS.uv | FLAGS.at]),
        counterBytes(),
        Buffer.alloc(16),
        length,
        credentialId,
        cose,
      ])
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as never,
      )
      const clientData = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin })
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(Buffer.from(clientData)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      }
    },
    /** The answer to sign-in options (`challenge`, `rpId`) on a page at `origin`. */
    sign(options: { challenge: string; rpId?: string }, origin: string) {
      counter += 1
      const authData = Buffer.concat([sha256(options.rpId!), Buffer.from([FLAGS.up | FLAGS.uv]), counterBytes()])
      const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin }))
      const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(clientData)]), privateKey)
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(clientData),
          authenticatorData: b64(authData),
          signature: b64(signature),
        },
        clientExtensionResults: {},
      }
    },
  }
}
