import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { attachImageKeys } from '../../files/attach-files.ts';

/**
 * The image rule of products/create and products/update-details: each key must be one the product
 * shows already (`known`: a seeded site path stays valid when reordered; a new product has none) or
 * a public image stored by files/upload (files/attach-files.ts). A buyer's private upload, another
 * kind of file, an outside URL, a key nothing stored or one listed twice is refused by its position
 * (`images.<i>`), before anything is written.
 */
export async function checkProductImages(
  tx: Pick<Tx, 'storedFile'>,
  keys: readonly string[],
  known: ReadonlySet<string> = new Set(),
): Promise<void> {
  const seen = new Set<string>();
  keys.forEach((key, i) => {
    if (seen.has(key)) throw AppError.field(`images.${i}`, 'This image is in the list twice');
    seen.add(key);
  });
  await attachImageKeys(tx, keys, { at: (i) => `images.${i}`, known });
}
