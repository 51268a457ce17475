import { ContactPage, contactMetadata } from '@/features/content/ContactPage'

export const generateMetadata = contactMetadata

export default function Page() {
  return <ContactPage />
}
