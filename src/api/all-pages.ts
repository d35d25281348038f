/** The most pages a list is read to: a gateway that keeps answering full pages cannot loop the console forever. */
const PAGE_LIMIT = 100

/**
 * Every item of a paged list, read page by page from `first` (the gateways count from 0 or 1) until the total
 * is reached or a page comes back short.
 */
export async function allPages<T>(
  load: (pageNumber: number) => Promise<{ items: T[]; totalCount: number }>,
  first: 0 | 1,
): Promise<T[]> {
  const items: T[] = []
  for (let page = first; page < first + PAGE_LIMIT; page += 1) {
    const answer = await load(page)
    items.push(...answer.items)
    if (answer.items.length === 0 || items.length >= answer.totalCount) break
  }
  return items
}
