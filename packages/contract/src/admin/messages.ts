// What the back office tells staff. Tests and the admin app compare against these.

export const PERMISSION_DENIED = 'You do not have permission to do this';
export const OTP_REQUIRED = 'Enter the code from your authenticator app';
export const OTP_WRONG = 'That code is not right. Enter the current code from your authenticator app';
export const RECOVERY_CODE_WRONG = 'That recovery code is not right or was already used';
export const LOGIN_WRONG = 'Wrong email or password';
export const STAFF_TOO_MANY_ATTEMPTS = 'Too many attempts. Try again in 15 minutes';
export const CSRF_REFUSED = 'The page is out of date. Reload it and try again';
export const PASSWORD_CHANGE_REQUIRED = 'Choose a new password first';
export const TWO_FACTOR_SETUP_REQUIRED = 'Set up two-factor authentication first';
export const TWO_FACTOR_ALREADY_ON = 'Two-factor authentication is already on';
export const TWO_FACTOR_NOT_STARTED = 'Start the two-factor setup first';
export const TWO_FACTOR_OFF = 'Two-factor authentication is not on';
export const PASSWORD_CURRENT_WRONG = 'The current password is not right';
export const PASSWORD_SAME = 'Choose a password different from the current one';
export const STAFF_EMAIL_TAKEN = 'A staff member with this email already exists';
export const LAST_OWNER = 'The shop needs at least one active owner';
export const NOT_YOURSELF = 'Ask another owner to do this to your own account';
export const ROLE_REQUIRES_TWO_FACTOR = 'Your role requires two-factor authentication';
export const STAFF_NOT_FOUND = 'Staff member not found';
export const PASSKEY_REQUIRED = 'Confirm the sign-in with your passkey';
export const PASSKEY_WRONG = 'That passkey could not be verified. Try again';
export const PASSKEY_NOT_STARTED = 'Start again: the passkey request expired';
export const PASSWORD_LINK_INVALID = 'This link has expired or was already used. Ask an owner for a new one';
export const ONE_TIME_PASSWORD_SPENT =
  'This one-time password has expired or was already used. Ask an owner for a new one';
/** A demo account (published password) tried on a shop running with NODE_ENV=production. */
export const DEMO_ACCOUNT_REFUSED = 'Demo accounts cannot sign in to a live shop';
export const DEMO_ACCOUNT_NOT_ENABLED = 'Demo accounts cannot be enabled in a live shop: delete them';

// An order with nothing to pay (a coupon covers it), which finance confirms before it ships.
export const COVERED_ALREADY_CONFIRMED = 'This order was already confirmed';
export const COVERED_ORDER_CANCELED = 'This order was canceled';
export const NOT_COVERED = 'This order has an amount to pay: review its payment proof instead';

/** A coupon above the owner's limit (settings), refused to anyone but the owner. */
export const couponOverLimit = (limit: string) =>
  `A coupon worth more than USD ${limit} needs the owner: ask the owner to create or issue it`;

/** A staff call named a stored file that is not an upload of the kind its field takes (files/attach-files.ts). */
export const FILE_WRONG_KIND = {
  quotation: 'Upload the quotation here first: no quotation waiting to be sent has this id',
  image: 'No such image is stored: upload it again',
  productFile: 'Upload the file first: no manual or firmware upload has this id',
  logo: 'Upload the logo here first: no logo upload has this id',
  icon: 'Upload the icon here first: no icon upload has this id',
} as const;

/** kyc/approve or kyc/reject with an expectedSubmitTime that is not the submission awaiting review. */
export const KYC_STALE =
  'The buyer submitted this verification again after you opened it. Nothing was changed: review what they sent now';
/** aftersales/proof/approve or /fail with an expectedSubmitTime that is not the proof under review. */
export const REPAIR_PROOF_STALE =
  'The buyer uploaded another payment proof after you opened this one. Nothing was changed: review the new proof';

// Chain payments on the payment desk (decision 025).
export const CHAIN_PAYMENT_ALREADY_FAILED = 'This chain payment was already failed by finance';
export const CHAIN_PAYMENT_REFUSED = 'The worker refused this chain payment: nothing was credited, nothing to fail';
export const CHAIN_PAYMENT_ORDER_SHIPPED =
  'The order has shipped or moved past paid: its chain payment can no longer be failed. Raise it with the owner';
export const CHAIN_PAYMENT_ORDER_CANCELED =
  'The order was canceled: what it received is a refund due. Record the refund on the order instead';

// Crediting a kept (unmatched) USDT transfer to an order finance names (decision 025).
export const KEPT_TRANSFER_TAKEN =
  'This transfer is no longer kept: it was credited to an order, or a buyer named its hash. Nothing was changed';
export const KEPT_TRANSFER_ORDER_CLOSED =
  'This order was canceled or has expired: a transfer cannot be credited to it. Nothing was changed';
export const KEPT_TRANSFER_ORDER_NOT_AWAITING =
  'This order awaits no payment now (paid, under review or further on): credit the transfer to an order awaiting money. Nothing was changed';
export const KEPT_TRANSFER_RETURNED =
  'This transfer was marked returned to its sender already: it pays no order. Nothing was changed';
export const KEPT_TRANSFER_CLAIMED =
  'A claim holds this transfer (a buyer named its hash, or it was credited to an order): it cannot be marked returned. Nothing was changed';
