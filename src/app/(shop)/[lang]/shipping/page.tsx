import { PolicyPage, policyMetadata } from '@/features/content/PolicyPage'

export const generateMetadata = () => policyMetadata('shipping')

export default function Page() {
  return <PolicyPage slug="shipping" />
}
