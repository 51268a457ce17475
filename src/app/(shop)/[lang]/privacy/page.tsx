import { PolicyPage, policyMetadata } from '@/features/content/request'

export const generateMetadata = () => policyMetadata('privacy')

export default function Page() {
  return <PolicyPage slug="privacy" />
}
