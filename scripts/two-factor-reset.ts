export {}

// Break glass: turns off the second factor of an operator who lost both the phone and the recovery codes.
// Usage, on the server (shell access to the machine is the last factor): npm run operator:2fa-reset -- email
// The operator signs in with the password and, where the second factor is required, sets up a new app.
async function main() {
  const email = (process.argv[2] ?? '').trim().toLowerCase()
  if (!email) {
    console.error('usage: npm run operator:2fa-reset -- operator@example.com')
    process.exit(2)
  }
  const { getShopPayload } = await import('../src/boot')
  const { disableTwoFactor } = await import('@/features/sign-in/server')
  const { auditTwoFactor } = await import('@/features/sign-in/server')
  const { sendSecurityNotice } = await import('@/features/sign-in/server')
  const payload = await getShopPayload()
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    overrideAccess: true,
  })
  const user = found.docs[0]
  if (!user || user.role !== 'admin') {
    console.error(`no operator account ${email}`)
    process.exit(1)
  }
  await disableTwoFactor(payload, user.id)
  await auditTwoFactor(
    payload,
    { id: user.id, email: `system (npm run operator:2fa-reset) for ${user.email}` },
    null,
    'off',
  )
  // Told like any other change of its factors (issue 52): in Italian, the shop's default language.
  await sendSecurityNotice(payload, 'it', user, { kind: 'appOff' })
  console.log(`second factor of ${email} removed: sign in with the password and set up a new app`)
  process.exit(0)
}

void main()
