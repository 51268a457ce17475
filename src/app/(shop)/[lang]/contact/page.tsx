import { ContactPage, contactMetadata } from '@/features/content/request'

export const generateMetadata = contactMetadata

export default function Page() {
  return <ContactPage />
}
