import { AFTER_SALE_MAX_PROOF_IMAGES, type FileModel, msg } from '@hashforge/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ImageUploader } from '../../../components/ui/image-uploader.tsx';
import { toast } from '../../../lib/toast.ts';
import { useUploadProof } from '../api/upload-proof.ts';

/**
 * The repair payment proof (docs/domain.md S5, "Payment proof"): 900 px wide, closed only by its own
 * buttons, 1 to 4 images; `please upload the file first` when there is none.
 */
export function ProofDialog({ id, open, onClose }: { id: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<FileModel[]>([]);
  const upload = useUploadProof();
  const close = () => {
    setFiles([]);
    onClose();
  };
  const submit = () => {
    if (files.length === 0) {
      toast.warning(msg.uploadFileFirst);
      return;
    }
    upload.mutate(
      { id, proofFileModels: files },
      {
        onSuccess: () => {
          toast.success(msg.submitSuccess);
          close();
        },
      },
    );
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={false}
      width={900}
      title={t('afterSale.proof.title')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={upload.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={upload.isPending}>
            {t('common.submit')}
          </Button>
        </>
      }
    >
      <p className="mb-4 text-sm text-slate-600">{t('afterSale.proof.hint', { max: AFTER_SALE_MAX_PROOF_IMAGES })}</p>
      <ImageUploader
        value={files}
        onChange={setFiles}
        max={AFTER_SALE_MAX_PROOF_IMAGES}
        maxMessage={msg.afterSaleProofMax}
      />
    </Dialog>
  );
}
