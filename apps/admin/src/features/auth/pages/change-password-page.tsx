import { authDesk } from '@hashforge/contract/admin/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button.tsx';
import { FormTextField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { useFormSubmit, useSchemaForm } from '../../../lib/form.ts';
import { sessionQuery, useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { NewPasswordFields, withPasswordConfirmation } from '../components/new-password-fields.tsx';
import { landingPath } from '../landing.ts';

const schema = withPasswordConfirmation(authDesk.changePassword.request);

/** First sign-in with a one-time password, or a change asked for from the account menu. */
export function ChangePasswordPage() {
  const session = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const change = useChangePassword();
  const form = useSchemaForm(schema, { defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });
  const forced = session.data?.mustChangePassword ?? false;

  const { submit, formError } = useFormSubmit(form, async ({ currentPassword, newPassword }) => {
    await change.mutateAsync({ currentPassword, newPassword });
    showToast('success', 'Password changed. Your other sessions were signed out.');
    const me = await client.fetchQuery({ ...sessionQuery, staleTime: 0 });
    navigate(me ? landingPath(me, null) : '/login', { replace: true });
  });

  const { errors } = form.formState;
  return (
    <AuthCard
      title={forced ? 'Choose your password' : 'Change password'}
      description={
        forced
          ? 'You signed in with a one-time password. Choose your own before you continue: the one-time password worked once, so if you leave now, ask an owner for a new one.'
          : 'Your other sessions will be signed out.'
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <FormError message={formError} />
        <FormTextField
          form={form}
          name="currentPassword"
          label={forced ? 'One-time password' : 'Current password'}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields
          newPassword={form.register('newPassword')}
          confirmPassword={form.register('confirmPassword')}
          errors={{ newPassword: errors.newPassword?.message, confirmPassword: errors.confirmPassword?.message }}
        />
        <Button type="submit" busy={change.isPending}>
          Save password
        </Button>
        {!forced && (
          <Button variant="ghost" onClick={() => navigate(-1)}>
            Cancel
          </Button>
        )}
      </form>
    </AuthCard>
  );
}
