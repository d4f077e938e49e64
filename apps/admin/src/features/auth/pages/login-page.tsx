import { authDesk, otpField, recoveryCodeField } from '@hashforge/contract/admin/auth';
import { OTP_REQUIRED } from '@hashforge/contract/admin/messages';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FormTextField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { AdminApiError } from '../../../lib/api.ts';
import { applyServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { type StaffSession, useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { useLogin } from '../api/login.ts';
import { useRecoveryLogin } from '../api/recovery-login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { OtpInput } from '../components/otp-input.tsx';
import { landingPath } from '../landing.ts';

type Step = 'password' | 'otp' | 'recovery';

const credentials = authDesk.login.request.pick({ email: true, password: true });
const otpStep = z.object({ otp: otpField });
const recoveryStep = z.object({ recoveryCode: recoveryCodeField });

/**
 * Email and password; then, when the API answers "Enter the code from your authenticator app", the
 * code (or a recovery code) with the same credentials. A session that has expired lands here with
 * `?expired=1` and comes back to the page it was on.
 */
export function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('password');
  const [saved, setSaved] = useState<{ email: string; password: string } | null>(null);
  const [formError, setFormError] = useState('');
  const login = useLogin();
  const recovery = useRecoveryLogin();
  const state = location.state as { from?: string; email?: string } | null;
  const next = params.get('next') ?? state?.from ?? null;

  // From the set-password page: the email the new password belongs to.
  const passwordForm = useSchemaForm(credentials, { defaultValues: { email: state?.email ?? '', password: '' } });
  const otpForm = useSchemaForm(otpStep, { defaultValues: { otp: '' } });
  const recoveryForm = useSchemaForm(recoveryStep, { defaultValues: { recoveryCode: '' } });

  if (session.data) return <Navigate to={landingPath(session.data, next)} replace />;

  const signedIn = (me: StaffSession) => navigate(landingPath(me, next), { replace: true });

  const submitPassword = passwordForm.handleSubmit(async (values) => {
    setFormError('');
    try {
      signedIn(await login.mutateAsync(values));
    } catch (error) {
      if (error instanceof AdminApiError && error.message === OTP_REQUIRED) {
        setSaved(values);
        setStep('otp');
        return;
      }
      setFormError(applyServerErrors(passwordForm, error));
    }
  });

  const submitOtp = otpForm.handleSubmit(async ({ otp }) => {
    if (!saved) return;
    setFormError('');
    try {
      signedIn(await login.mutateAsync({ ...saved, otp }));
    } catch (error) {
      otpForm.setValue('otp', '');
      setFormError(error instanceof AdminApiError ? error.message : applyServerErrors(otpForm, error));
    }
  });

  const submitRecovery = recoveryForm.handleSubmit(async ({ recoveryCode }) => {
    if (!saved) return;
    setFormError('');
    try {
      const me = await recovery.mutateAsync({ ...saved, recoveryCode });
      showToast(
        'success',
        `Signed in with a recovery code. ${me.recoveryCodesLeft} left: make new ones from your account if that is few.`,
      );
      signedIn(me);
    } catch (error) {
      setFormError(error instanceof AdminApiError ? error.message : applyServerErrors(recoveryForm, error));
    }
  });

  if (step === 'otp')
    return (
      <AuthCard title="Two-factor authentication" description={OTP_REQUIRED}>
        <form onSubmit={submitOtp} className="flex flex-col gap-4" noValidate>
          <FormError message={formError} />
          <Field label="Authenticator code" htmlFor="otp" error={otpForm.formState.errors.otp?.message}>
            <OtpInput
              id="otp"
              autoFocus
              className="text-center font-mono text-lg tracking-[0.4em]"
              invalid={!!otpForm.formState.errors.otp}
              {...otpForm.register('otp')}
            />
          </Field>
          <Button type="submit" busy={login.isPending}>
            Verify and sign in
          </Button>
          <div className="flex justify-between text-sm">
            <button type="button" className="text-slate-600 hover:underline" onClick={() => setStep('recovery')}>
              Use a recovery code
            </button>
            <button type="button" className="text-slate-600 hover:underline" onClick={() => setStep('password')}>
              Back
            </button>
          </div>
        </form>
      </AuthCard>
    );

  if (step === 'recovery')
    return (
      <AuthCard
        title="Sign in with a recovery code"
        description="One of the ten codes you saved when you set up the authenticator. Each works once."
      >
        <form onSubmit={submitRecovery} className="flex flex-col gap-4" noValidate>
          <FormError message={formError} />
          <FormTextField
            form={recoveryForm}
            name="recoveryCode"
            label="Recovery code"
            autoComplete="off"
            autoFocus
            inputClassName="font-mono"
          />
          <Button type="submit" busy={recovery.isPending}>
            Sign in
          </Button>
          <button
            type="button"
            className="text-left text-sm text-slate-600 hover:underline"
            onClick={() => setStep('otp')}
          >
            Use the authenticator code instead
          </button>
        </form>
      </AuthCard>
    );

  return (
    <AuthCard
      title="Sign in"
      description={
        params.get('expired') ? (
          <span className="text-amber-700">Your session has ended. Sign in again to continue.</span>
        ) : (
          'Staff back office'
        )
      }
    >
      <form onSubmit={submitPassword} className="flex flex-col gap-4" noValidate>
        <FormError message={formError} />
        <FormTextField form={passwordForm} name="email" label="Email" type="email" autoComplete="username" autoFocus />
        <FormTextField
          form={passwordForm}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" busy={login.isPending}>
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
