// A local OpenID Connect provider standing in for Google in the end-to-end tests
// (the shop reaches it through GOOGLE_ISSUER). Any login name signs in as that user; a name starting
// with "unverified" gets an address Google has not verified (email_verified false).
import Provider from 'oidc-provider'

const port = Number(process.env.OIDC_PORT)
const shop = process.env.SHOP_URL
const issuer = `http://127.0.0.1:${port}`

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'vetrina-test-client',
      client_secret: 'vetrina-test-secret',
      redirect_uris: [`${shop}/api/auth/google/callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
      application_type: 'native',
    },
  ],
  pkce: { required: () => true },
  features: { devInteractions: { enabled: true } },
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['given_name', 'family_name', 'name', 'picture'],
  },
  async findAccount(_ctx, id) {
    const login = id.replace(/[^a-z0-9.-]/gi, '') || 'tester'
    return {
      accountId: id,
      async claims() {
        return {
          sub: id,
          email: `${login}@gmail.example`,
          email_verified: !login.startsWith('unverified'),
          given_name: 'Gianni',
          family_name: 'Google',
          name: 'Gianni Google',
          picture: 'https://example.com/gianni.png',
        }
      },
    }
  },
})
provider.proxy = false
provider.listen(port, '127.0.0.1', () => console.log(`oidc provider on ${issuer}`))
