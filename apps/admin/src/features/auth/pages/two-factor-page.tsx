import { authDesk } from '@hashforge/contract/admin/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { Spinner } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useFormSubmit, useSchemaForm } from '../../../lib/form.ts';
import { sessionQuery, useSession } from '../../../lib/session.ts';
import { useConfirmTwoFactor } from '../api/confirm-two-factor.ts';
import { useEnrolTwoFactor } from '../api/enrol-two-factor.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { OtpInput } from '../components/otp-input.tsx';
import { landingPath } from '../landing.ts';

/** The API's QR code when it is an image already, else drawn here from the otpauth URL. */
function useQrImage(otpauthUrl: string | undefined, qrCode: string | undefined): string | null {
  const [drawn, setDrawn] = useState<string | null>(null);
  const ready = qrCode?.startsWith('data:image') ? qrCode : null;
  useEffect(() => {
    if (ready || !otpauthUrl) return;
    let live = true;
    void import('qrcode').then((qr) =>
      qr.toDataURL(otpauthUrl, { margin: 1, width: 200 }).then((url) => {
        if (live) setDrawn(url);
      }),
    );
    return () => {
      live = false;
    };
  }, [otpauthUrl, ready]);
  return ready ?? drawn;
}

/** Groups the manual key in fours, as authenticator apps show it. */
function groupKey(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * Authenticator setup: the QR code and the key to type by hand, a current code to confirm, then the
 * ten recovery codes, shown this once.
 */
export function TwoFactorPage() {
  const session = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const enrol = useEnrolTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [codes, setCodes] = useState<string[] | null>(null);
  const started = useRef(false);
  const form = useSchemaForm(authDesk.confirmTwoFactor.request, { defaultValues: { otp: '' } });
  const qr = useQrImage(enrol.data?.otpauthUrl, enrol.data?.qrCode);

  useEffect(() => {
    // Once per visit: each enrol call draws a new secret and the previous QR would stop matching.
    if (started.current) return;
    started.current = true;
    enrol.mutate({});
  }, [enrol]);

  const { submit, formError } = useFormSubmit(form, async (values) => {
    const answer = await confirm.mutateAsync(values);
    setCodes(answer.recoveryCodes);
  });

  const finish = async () => {
    const me = await client.fetchQuery({ ...sessionQuery, staleTime: 0 });
    navigate(me ? landingPath(me, null) : '/login', { replace: true });
  };

  if (codes)
    return (
      <AuthCard
        title="Save your recovery codes"
        wide
        description="Each code signs you in once if you lose your authenticator. They are shown only now: store them somewhere safe, such as a password manager."
      >
        <ol
          className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 bg-slate-50 p-4 font-mono text-sm"
          aria-label="Recovery codes"
        >
          {codes.map((code) => (
            <li key={code} data-recovery-code>
              {code}
            </li>
          ))}
        </ol>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
            Copy
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
              const link = document.createElement('a');
              link.href = url;
              link.download = 'hashforge-admin-recovery-codes.txt';
              link.click();
              URL.revokeObjectURL(url);
            }}
          >
            Download
          </Button>
          <Button className="ml-auto" onClick={() => void finish()}>
            I have saved them, continue
          </Button>
        </div>
      </AuthCard>
    );

  return (
    <AuthCard
      title="Set up two-factor authentication"
      wide
      description={
        session.data?.mustEnrolTwoFactor
          ? 'Your role signs in with a code from an authenticator app (such as 1Password, Google Authenticator or Authy). Set it up to continue.'
          : 'Sign in with a code from an authenticator app as well as your password.'
      }
    >
      {enrol.isPending && <Spinner label="Preparing your key…" />}
      {enrol.isError && (
        <div className="flex flex-col gap-3">
          <FormError message={errorMessage(enrol.error)} />
          <Button variant="secondary" onClick={() => enrol.mutate({})}>
            Try again
          </Button>
        </div>
      )}
      {enrol.data && (
        <div className="grid grid-cols-[200px_1fr] gap-6">
          <div className="flex flex-col items-center gap-2">
            {qr ? (
              <img
                src={qr}
                alt="QR code for your authenticator app"
                width={200}
                height={200}
                className="rounded border border-slate-200"
              />
            ) : (
              <div className="size-[200px] animate-pulse rounded bg-slate-100" />
            )}
          </div>
          <div className="flex flex-col gap-4 text-sm">
            <ol className="list-decimal space-y-1 pl-4 text-slate-600">
              <li>Scan the QR code with your authenticator app.</li>
              <li>Or type this key in it by hand:</li>
            </ol>
            <code
              className="rounded bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900"
              data-totp-secret={enrol.data.secret}
            >
              {groupKey(enrol.data.secret)}
            </code>
            <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
              <FormError message={formError} />
              <Field label="Code from the app" htmlFor="otp" error={form.formState.errors.otp?.message}>
                <OtpInput id="otp" className="font-mono tracking-widest" {...form.register('otp')} />
              </Field>
              <Button type="submit" busy={confirm.isPending}>
                Confirm and turn on
              </Button>
            </form>
          </div>
        </div>
      )}
    </AuthCard>
  );
}
