import { sendcloudInUse } from '@/features/carriers/server'
import { PolicyPage, policyMetadata } from '@/features/content/request'

export const generateMetadata = () => policyMetadata('privacy')

export default async function Page() {
  // Sendcloud is a processor only when a zone ships with it and its keys are set (ADR 0042): named then.
  return <PolicyPage slug="privacy" carrierPlatform={await sendcloudInUse()} />
}
