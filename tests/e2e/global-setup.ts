import type { FullConfig } from '@playwright/test'

/**
 * Signs the operator in once through the REST API, for tests that prepare data. Logging the
 * same account in from parallel workers races on its session list, so only this token is used.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0].use.baseURL!
  const res = await fetch(`${baseURL}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@vetrina.example', password: 'vetrina-admin' }),
  })
  if (!res.ok) throw new Error(`operator login failed: ${res.status}`)
  process.env.E2E_ADMIN_TOKEN = ((await res.json()) as { token: string }).token
}
