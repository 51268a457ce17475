import { NotFoundPage } from '@/features/shell/request'

export default function NotFound() {
  return <NotFoundPage />
}
