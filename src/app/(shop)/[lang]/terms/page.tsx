import { PolicyPage, policyMetadata } from '@/features/content/request'

export const generateMetadata = () => policyMetadata('terms')

export default function Page() {
  return <PolicyPage slug="terms" />
}
