import { authDesk } from '@hashforge/contract/admin/auth';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { useFormSubmit, useSchemaForm } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSetPassword } from '../api/set-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { NewPasswordFields, withPasswordConfirmation } from '../components/new-password-fields.tsx';

const schema = withPasswordConfirmation(authDesk.setPassword.request.pick({ newPassword: true }));

/**
 * The token of the mailed link, read once from the address's fragment (`#token=...`, which no server
 * ever sees) and then taken out of the address bar and the browser's history.
 */
function useLinkToken(): string {
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '');
  useEffect(() => {
    // The router's own entry state stays: only the fragment goes.
    if (window.location.hash)
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);
  return token;
}

/**
 * Choose a password from the link in an invitation or a password-reset mail (auth/set-password): the
 * link works once, within 72 hours. Then the staff member signs in, with the second factor their role
 * asks for.
 */
export function SetPasswordPage() {
  const token = useLinkToken();
  const navigate = useNavigate();
  const setPassword = useSetPassword();
  const form = useSchemaForm(schema, { defaultValues: { newPassword: '', confirmPassword: '' } });
  const { submit, formError } = useFormSubmit(form, async ({ newPassword }) => {
    const { email } = await setPassword.mutateAsync({ token, newPassword });
    showToast('success', 'Password saved. Sign in with it now.');
    navigate('/login', { replace: true, state: { email } });
  });

  if (!token)
    return (
      <AuthCard title="Choose your password">
        <div className="flex flex-col gap-4">
          <FormError message="This address is not the whole link. Open the link from the mail again, or ask an owner for a new one." />
          <Link to="/login" className="text-sm text-slate-600 hover:underline">
            Go to sign in
          </Link>
        </div>
      </AuthCard>
    );

  const { errors } = form.formState;
  return (
    <AuthCard
      title="Choose your password"
      description="For your back office account. This link works once, within 72 hours of the mail."
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <FormError message={formError} />
        <NewPasswordFields
          newPassword={form.register('newPassword')}
          confirmPassword={form.register('confirmPassword')}
          errors={{ newPassword: errors.newPassword?.message, confirmPassword: errors.confirmPassword?.message }}
          autoFocus
        />
        <Button type="submit" busy={setPassword.isPending}>
          Save password
        </Button>
      </form>
    </AuthCard>
  );
}
