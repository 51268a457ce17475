import type { Metadata } from 'next'
import { SearchPage, searchMetadata, type SearchParams } from '@/features/search/request'

/** The search's results (`/search?q=…&category=…&stock=…&sort=…`): it reads the query, so it is rendered per request. */
type Props = { searchParams: Promise<SearchParams> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchMetadata(await searchParams)
}

export default async function Page({ searchParams }: Props) {
  return <SearchPage params={await searchParams} />
}
