import { PolicyPage, policyMetadata } from '@/features/content/PolicyPage'

export const generateMetadata = () => policyMetadata('return')

export default function Page() {
  return <PolicyPage slug="return" />
}
