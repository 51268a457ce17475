import { FaqPage, faqMetadata } from '@/features/content/request'

export const generateMetadata = faqMetadata

export default function Page() {
  return <FaqPage />
}
