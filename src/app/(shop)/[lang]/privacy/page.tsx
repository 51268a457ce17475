import { PolicyPage, policyMetadata } from '@/features/content/PolicyPage'

export const generateMetadata = () => policyMetadata('privacy')

export default function Page() {
  return <PolicyPage slug="privacy" />
}
