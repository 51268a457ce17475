/** Every document of a paginated query, page by page (exports read all the rows they cover). */
export async function allPages<T>(fetch: (page: number) => Promise<{ docs: T[]; hasNextPage: boolean }>): Promise<T[]> {
  const out: T[] = []
  for (let page = 1; ; page++) {
    const res = await fetch(page)
    out.push(...res.docs)
    if (!res.hasNextPage) return out
  }
}
