import { type FileModel, msg, PROOF_MAX_IMAGES, proofAmountField, sanitizeAmountInput } from '@hashforge/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../components/format.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ImageUploader } from '../../../components/ui/image-uploader.tsx';
import { Field, Input, useFieldId } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreatePaymentProof } from '../api/create-payment-proof.ts';

/**
 * The upload-proof dialog (docs/domain.md S2, Order detail): 900 px wide, not closed by clicking
 * outside, up to 4 images and the amount (at most 10 characters, digits and one decimal point; a
 * leading point and extra points are stripped as typed). `submit success` closes it.
 */
export function ProofDialog({
  open,
  onClose,
  orderNo,
  suggestedAmount,
}: {
  open: boolean;
  onClose: () => void;
  orderNo: string;
  suggestedAmount: string;
}) {
  const { t } = useTranslation();
  const create = useCreatePaymentProof();
  const [files, setFiles] = useState<FileModel[]>([]);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const amountId = useFieldId('amount');
  const imagesId = useFieldId('images');

  useEffect(() => {
    if (open) {
      setFiles([]);
      // The amount still due, filled in: what a buyer who wired it in full sends as it is.
      setAmount(Number(suggestedAmount) > 0 ? sanitizeAmountInput(suggestedAmount) : '');
      setAmountError(undefined);
    }
  }, [open, suggestedAmount]);

  const submit = async () => {
    if (files.length === 0) {
      toast.warning(msg.uploadFileFirst);
      return;
    }
    const parsed = proofAmountField.safeParse(amount);
    if (!parsed.success) {
      setAmountError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await create.mutateAsync({ orderNo, fileModels: files, currentPayAmount: parsed.data });
      toast.success(msg.submitSuccess);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const field = error.fieldErrors.find((e) => e.path === 'currentPayAmount');
      if (field) setAmountError(field.message);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={false}
      width={900}
      title={t('order.proof.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={create.isPending} data-testid="proof-submit">
            {t('common.submit')}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600">
          {t('order.proof.intro', { orderNo, amount: formatUsd(suggestedAmount) })}
        </p>
        <Field
          label={t('order.proof.images')}
          id={imagesId}
          required
          hint={t('order.proof.imagesHint', { max: PROOF_MAX_IMAGES })}
        >
          <ImageUploader
            id={imagesId}
            value={files}
            onChange={setFiles}
            max={PROOF_MAX_IMAGES}
            maxMessage={msg.proofImagesMax}
            size="lg"
          />
        </Field>
        <Field
          label={t('order.proof.amount')}
          id={amountId}
          required
          error={amountError}
          hint={t('order.proof.amountHint')}
        >
          <div className="relative max-w-xs">
            <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500">
              USD
            </span>
            <Input
              id={amountId}
              inputMode="decimal"
              className="pl-12 tabular-nums"
              value={amount}
              invalid={Boolean(amountError)}
              onChange={(e) => {
                setAmount(sanitizeAmountInput(e.target.value));
                setAmountError(undefined);
              }}
              placeholder="0.00"
            />
          </div>
        </Field>
      </div>
    </Dialog>
  );
}
