/**
 * The `published` flag of a news item, banner, FAQ entry or activity as a save writes and audits it:
 * on create it is what staff sent (true when left out); on a change it is written only when staff
 * sent a value that differs from the stored one, and then the audit row's `before` names the old one.
 */
export function publishedChange(
  current: { published: boolean } | null,
  requested: boolean | undefined,
): { data: { published?: boolean }; audit: { before?: { published: boolean } } } {
  if (current === null) return { data: { published: requested ?? true }, audit: {} };
  if (requested === undefined || requested === current.published) return { data: {}, audit: {} };
  return { data: { published: requested }, audit: { before: { published: current.published } } };
}
