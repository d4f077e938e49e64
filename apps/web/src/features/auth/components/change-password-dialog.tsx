import { modifyPasswordRequest } from '@hashforge/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormTextField } from '../../../components/ui/input.tsx';
import { useModifyPassword } from '../api/modify-password.ts';

/** Change the login password; success signs the buyer out everywhere and goes home. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const modify = useModifyPassword();
  const form = useForm({
    resolver: zodResolver(modifyPasswordRequest),
    defaultValues: { oldPassword: '', newPassword: '', newPasswordAgain: '' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('account.changePasswordTitle')}
      formId="change-password-form"
      submitLabel={t('common.confirm')}
      pending={modify.isPending}
      onSubmit={form.handleSubmit((fields) => modify.mutate(fields))}
      className="space-y-4"
    >
      <FormTextField
        form={form}
        name="oldPassword"
        label={t('account.oldPassword')}
        type="password"
        autoComplete="current-password"
      />
      <FormTextField
        form={form}
        name="newPassword"
        label={t('account.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('account.loginPasswordHint')}
      />
      <FormTextField
        form={form}
        name="newPasswordAgain"
        label={t('account.newPasswordAgain')}
        type="password"
        autoComplete="new-password"
      />
    </FormDialog>
  );
}
