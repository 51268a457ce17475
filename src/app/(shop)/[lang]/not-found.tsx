import { NotFoundPage } from '@/features/shell/NotFoundPage'

export default function NotFound() {
  return <NotFoundPage />
}
