import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { finishFlow, signInWithClaims } from '@/features/sign-in/google'
import { makeCustomer, shop } from './helpers'

/**
 * A stand-in OpenID provider whose token endpoint hands out an ID token signed with `signer`: the
 * provider's published key (a real sign-in) or a key of the attacker's (a forged token).
 */
let server: http.Server
let issuer = ''
let signWith: 'published' | 'forged' = 'published'
const keys: { published?: CryptoKeyPair; forged?: CryptoKeyPair } = {}

beforeAll(async () => {
  keys.published = await generateKeyPair('RS256')
  keys.forged = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(keys.published.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }
  server = http.createServer(async (req, res) => {
    const json = (o: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(o))
    if (req.url === '/.well-known/openid-configuration')
      return json({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/me`,
        jwks_uri: `${issuer}/jwks`,
      })
    if (req.url === '/jwks') return json({ keys: [jwk] })
    if (req.url === '/me') return json({ sub: 'user-1', email: 'g@example.com', email_verified: true })
    const key = signWith === 'published' ? keys.published!.privateKey : keys.forged!.privateKey
    const idToken = await new SignJWT({ nonce: 'n-1', email: 'g@example.com' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(issuer)
      .setAudience('vetrina-test-client')
      .setSubject('user-1')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key)
    json({ access_token: 'at', id_token: idToken })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  Object.assign(process.env, {
    GOOGLE_ISSUER: issuer,
    GOOGLE_CLIENT_ID: 'vetrina-test-client',
    GOOGLE_CLIENT_SECRET: 's',
  })
})
afterAll(() => {
  server.close()
  for (const k of ['GOOGLE_ISSUER', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']) delete process.env[k]
})

const flow = { state: 's', verifier: 'v', nonce: 'n-1', popup: false, returnTo: '/', exp: Date.now() + 60_000 }

describe('Google sign-in checks the ID token', () => {
  it("accepts a token signed with the issuer's published key", async () => {
    signWith = 'published'
    expect(await finishFlow(flow, 'code')).toMatchObject({ sub: 'user-1', email: 'g@example.com' })
  })
  it('refuses a token with the right nonce and audience but a signature the issuer never made', async () => {
    signWith = 'forged'
    await expect(finishFlow(flow, 'code')).rejects.toThrow(/signature/)
  })
  it('refuses a token of another sign-in (nonce)', async () => {
    signWith = 'published'
    await expect(finishFlow({ ...flow, nonce: 'other' }, 'code')).rejects.toThrow(/does not belong/)
  })
})

describe('Google links to an account only for an address it verified (issue 52)', () => {
  it('an unverified address opens no session: not on an existing account, not on a new one', async () => {
    const payload = await shop()
    const owner = await makeCustomer(payload)
    const claims = { sub: 'attacker-1', email: owner.email.toUpperCase(), email_verified: false, name: 'Eve Mallory' }
    await expect(signInWithClaims(payload, claims)).rejects.toMatchObject({ reason: 'unverified' })
    const after = await payload.findByID({ collection: 'users', id: owner.id, overrideAccess: true })
    expect(after).toMatchObject({ provider: 'password', firstName: owner.firstName })
    expect(after.sessions ?? []).toHaveLength(0)
    const fresh = `unverified-${Date.now()}@example.com`
    await expect(signInWithClaims(payload, { sub: 'x-2', email: fresh })).rejects.toMatchObject({
      reason: 'unverified',
    })
    const made = await payload.count({ collection: 'users', where: { email: { equals: fresh } }, overrideAccess: true })
    expect(made.totalDocs).toBe(0)
  })

  it('a verified address signs in to the account that has it', async () => {
    const payload = await shop()
    const owner = await makeCustomer(payload)
    const cookie = await signInWithClaims(payload, { sub: 'g-3', email: owner.email, email_verified: true })
    expect(cookie.value).toBeTruthy()
    const after = await payload.findByID({ collection: 'users', id: owner.id, overrideAccess: true })
    expect(after.sessions ?? []).toHaveLength(1)
  })
})
