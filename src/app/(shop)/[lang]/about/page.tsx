import { AboutPage, aboutMetadata } from '@/features/content/request'

export const generateMetadata = aboutMetadata

export default function Page() {
  return <AboutPage />
}
