import { FaqPage, faqMetadata } from '@/features/content/FaqPage'

export const generateMetadata = faqMetadata

export default function Page() {
  return <FaqPage />
}
