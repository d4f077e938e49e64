import { adminChangePassword } from '@hashforge/contract/admin/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { useFormSubmit, useSchemaForm } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { sessionQuery, useChangePassword, useSession } from '../api/session.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { landingPath } from '../landing.ts';

const schema = adminChangePassword.request
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'The passwords differ' });

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
          ? 'You signed in with a one-time password. Choose your own before you continue.'
          : 'Your other sessions will be signed out.'
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <FormError message={formError} />
        <Field
          label={forced ? 'One-time password' : 'Current password'}
          htmlFor="currentPassword"
          error={errors.currentPassword?.message}
        >
          <Input
            id="currentPassword"
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        </Field>
        <Field
          label="New password"
          htmlFor="newPassword"
          error={errors.newPassword?.message}
          hint="At least 8 characters"
        >
          <Input id="newPassword" type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </Field>
        <Field label="New password again" htmlFor="confirmPassword" error={errors.confirmPassword?.message}>
          <Input
            id="confirmPassword"
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        </Field>
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
