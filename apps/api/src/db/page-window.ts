/** A page of a list as the calls ask for it: `page` from 1, `limit` rows a page. */
export interface PageInput {
  page: number;
  limit: number;
}

/**
 * The rows a page covers, as Prisma's `findMany` takes them (`...pageWindow(input)`): every paged
 * call (`{total, list}`) reads its page this way, so page 1 is the first `limit` rows everywhere.
 */
export function pageWindow(input: PageInput): { skip: number; take: number } {
  return { skip: (input.page - 1) * input.limit, take: input.limit };
}
