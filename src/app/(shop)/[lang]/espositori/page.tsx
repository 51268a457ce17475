import { StandPage, standMetadata } from '@/features/content/StandPage'

export const generateMetadata = () => standMetadata('espositori')

export default function Page() {
  return <StandPage slug="espositori" />
}
