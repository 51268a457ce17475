import { sendcloudConfigured } from '@/features/carriers/server'
import { PolicyPage, policyMetadata } from '@/features/content/request'

export const generateMetadata = () => policyMetadata('privacy')

export default function Page() {
  // Sendcloud is a processor only when its keys are set (ADR 0042): the page names it then.
  return <PolicyPage slug="privacy" carrierPlatform={sendcloudConfigured()} />
}
