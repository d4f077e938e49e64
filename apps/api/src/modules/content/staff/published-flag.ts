import { AppError } from '../../../errors.ts';

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

/**
 * The flag-only change of a `<area>/publish` call, as the audit log names it and as the second of two
 * clicks is told. The change is a conditional update (`WHERE id = ? AND published = !requested`): when
 * it matched no row the entry is missing or already what was asked, and nothing is written or audited.
 */
export function publishAudit(entity: string, published: boolean) {
  return {
    action: `content.${entity}.${published ? 'publish' : 'unpublish'}`,
    before: { published: !published },
    after: { published },
  };
}

/** The refusal when a publish call found the entry already as asked (BACKOFFICE.md section 7). */
export function alreadyPublished(what: string, published: boolean): AppError {
  return AppError.refused(published ? `This ${what} is already published` : `This ${what} is already a draft`);
}
