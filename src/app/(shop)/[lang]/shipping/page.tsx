import { PolicyPage, policyMetadata } from '@/features/content/request'

export const generateMetadata = () => policyMetadata('shipping')

export default function Page() {
  return <PolicyPage slug="shipping" />
}
