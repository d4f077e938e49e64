// What an upload may be, without zod: the storefront's API client needs it on every page; files.ts has the schemas.

/** Upload type code of the spec (section 9): 2 = images and payment proofs. */
export const UPLOAD_TYPE_IMAGE = 2;
/** Images are jpg, jpeg or png, each at most 3 MB (docs/domain.md S9). */
export const MAX_IMAGE_BYTES = 3 * 1024 * 1024;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';
