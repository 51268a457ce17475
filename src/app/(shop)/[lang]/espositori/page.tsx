import { StandPage, standMetadata } from '@/features/content/request'

export const generateMetadata = () => standMetadata('espositori')

export default function Page() {
  return <StandPage slug="espositori" />
}
