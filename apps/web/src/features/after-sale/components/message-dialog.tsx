import { AFTER_SALE_MESSAGE_MAX, createAfterSaleRecordRequest, msg } from '@hashforge/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { Field, Textarea, useFieldId } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCreateRecord } from '../api/create-record.ts';
import type { AfterSaleDialogProps } from './after-sale-dialog.ts';

/** Messages are HTML on the wire: the buyer's plain text is escaped and its line breaks kept. */
export function textToHtml(text: string): string {
  const escaped = text
    .trim()
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
  return escaped
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

// Escaping makes the HTML longer than the text; this keeps a message within the server's limit.
const TEXT_MAX = Math.floor(AFTER_SALE_MESSAGE_MAX * 0.8);
const schema = z.object({
  content: createAfterSaleRecordRequest.shape.content.max(TEXT_MAX, msg.textTooLong(TEXT_MAX)),
});

export function MessageDialog({ afterSaleId, open, onClose }: AfterSaleDialogProps) {
  const { t } = useTranslation();
  const create = useCreateRecord();
  const id = useFieldId('message');
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { content: '' } });
  const error = form.formState.errors.content?.message;
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('afterSale.detail.leaveMessage')}
      width={600}
      formId="after-sale-message-form"
      submitLabel={t('common.submit')}
      pending={create.isPending}
      onSubmit={form.handleSubmit(({ content }) =>
        create.mutate(
          { afterSaleId, content: textToHtml(content) },
          {
            onSuccess: () => {
              toast.success(t('afterSale.detail.messageSent'));
              close();
            },
          },
        ),
      )}
    >
      <Field label={t('afterSale.detail.messages')} id={id} error={error}>
        <Textarea
          id={id}
          rows={5}
          maxLength={TEXT_MAX}
          placeholder={t('afterSale.detail.messagePlaceholder')}
          invalid={Boolean(error)}
          {...form.register('content')}
        />
      </Field>
    </FormDialog>
  );
}
