import { AboutPage, aboutMetadata } from '@/features/content/AboutPage'

export const generateMetadata = aboutMetadata

export default function Page() {
  return <AboutPage />
}
