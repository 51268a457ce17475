import { PolicyPage, policyMetadata } from '@/features/content/request'

export const generateMetadata = () => policyMetadata('accessibility')

export default function Page() {
  return <PolicyPage slug="accessibility" />
}
