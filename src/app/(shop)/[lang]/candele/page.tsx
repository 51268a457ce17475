import { StandPage, standMetadata } from '@/features/content/request'

export const generateMetadata = () => standMetadata('candele')

export default function Page() {
  return <StandPage slug="candele" />
}
