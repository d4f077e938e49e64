import { type ReactNode, useState } from 'react';
import { errorMessage } from '../lib/api.ts';
import { showToast } from '../lib/toast.ts';
import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';
import { FormError } from './ui/form-error.tsx';

/**
 * Asks before something leaves the shop for good. A refusal stays in the dialog, so the staff member
 * reads the server's reason next to what they tried to delete and can still cancel.
 */
export function ConfirmDeleteDialog({
  title,
  children,
  onConfirm,
  deletedToast,
  onClose,
}: {
  title: string;
  children: ReactNode;
  /** Deletes; resolves once the server agreed, rejects with its refusal. */
  onConfirm: () => Promise<unknown>;
  /** The success toast once the server agreed, since the dialog and the row it asked about are gone. */
  deletedToast?: string;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const confirm = async () => {
    setError('');
    setBusy(true);
    try {
      await onConfirm();
      if (deletedToast) showToast('success', deletedToast);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void confirm()}>
            Delete
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm text-slate-700">
        <FormError message={error} />
        {children}
      </div>
    </Dialog>
  );
}
