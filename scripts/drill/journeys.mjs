// The browser journeys the several-instances drill runs through its proxy on PostgreSQL (scripts/drill.mjs):
// one of each kind of write — an account, a cart merged on sign-in, a guest's and a customer's purchase, the
// operator's order actions and a /cms edit. The PostgreSQL end-to-end run beside the drill leaves these out
// (scripts/test-postgres.sh): on PostgreSQL they run once, across two instances, not twice.

/** Their specs and titles (the start of each; Playwright's --grep). */
export const DRILL_SPECS = ['account', 'cart', 'checkout', 'admin'].map((s) => `tests/e2e/${s}.spec.ts`)
export const DRILL_JOURNEYS = [
  'sign-up creates the account',
  'sign-in merges the local cart',
  'guest purchase with the test card',
  'signed-in purchase: prefilled form',
  'the operator: Admin link, search, tabs, ship and deliver',
  'the operator edits a product name in both languages',
]

/** One regular expression matching any of them, for --grep and --grep-invert. */
export const journeysPattern = () => DRILL_JOURNEYS.map((j) => j.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')
