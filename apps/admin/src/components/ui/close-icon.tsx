import { LineIcon } from './line-icon.tsx';

/** The cross of every Close button: a dialog's title bar on a phone, the picture viewer's. */
export function CloseIcon() {
  return <LineIcon className="size-5" d="M6 6l12 12M18 6L6 18" />;
}
