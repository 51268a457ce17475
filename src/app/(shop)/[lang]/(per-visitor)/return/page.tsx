import { PolicyPage, policyMetadata } from '@/features/content/request'
import { WithdrawalLinkForm } from '@/features/orders/request'

export const generateMetadata = () => policyMetadata('return')

export default async function Page({ searchParams }: { searchParams: Promise<{ withdrawal?: string }> }) {
  return (
    <>
      <PolicyPage slug="return" />
      <WithdrawalLinkForm sent={(await searchParams).withdrawal === 'sent'} />
    </>
  )
}
