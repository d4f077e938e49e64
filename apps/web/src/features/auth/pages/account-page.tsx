import { KycStatus, modifyNameCoverRequest, type UserInfo } from '@hashforge/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/page.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { type KycTone, kycStatusRow } from '../../../lib/kyc-status.ts';
import { paths } from '../../../lib/paths.ts';
import { useUserInfo } from '../api/get-user-info.ts';
import { useModifyNameCover } from '../api/modify-name-cover.ts';
import { BindPhoneDialog } from '../components/bind-phone-dialog.tsx';
import { ChangePasswordDialog } from '../components/change-password-dialog.tsx';

/** KYC may be started at 0 (never) or -1 (rejected); 1 and 2 are submitted (docs/domain.md S4). */
export function canStartKyc(kycStatus: number): boolean {
  return kycStatusRow(kycStatus).canStart;
}

function NicknameEditor({ nickName }: { nickName: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const save = useModifyNameCover();
  const form = useForm({ resolver: zodResolver(modifyNameCoverRequest), defaultValues: { nickName } });
  const error = form.formState.errors.nickName?.message;

  if (!editing) {
    return (
      <div className="flex min-w-0 items-center gap-3">
        <span className="truncate font-medium text-slate-900" data-testid="nickname">
          {nickName}
        </span>
        <button
          type="button"
          className="shrink-0 text-sm font-medium text-brand-700 hover:underline"
          onClick={() => {
            form.reset({ nickName });
            setEditing(true);
          }}
        >
          {t('common.edit')}
        </button>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="w-full max-w-sm"
      onSubmit={form.handleSubmit((fields) => save.mutate(fields, { onSuccess: () => setEditing(false) }))}
    >
      <div className="flex gap-2">
        <Input
          aria-label={t('account.nickname')}
          maxLength={30}
          invalid={Boolean(error)}
          autoFocus
          className="h-9"
          {...form.register('nickName')}
        />
        <Button type="submit" size="sm" className="h-9" loading={save.isPending}>
          {t('common.save')}
        </Button>
        <Button variant="ghost" size="sm" className="h-9" onClick={() => setEditing(false)}>
          {t('common.cancel')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function ProfileRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[140px_1fr] sm:items-center sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  );
}

function SecurityRow({
  title,
  hint,
  action,
  testId,
}: {
  title: string;
  hint: ReactNode;
  action: ReactNode;
  testId: string;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4" data-testid={testId}>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-slate-900">{title}</p>
        <p className="mt-0.5 text-sm break-words text-slate-500">{hint}</p>
      </div>
      <div className="shrink-0">{action}</div>
    </li>
  );
}

const tagTones: Record<KycTone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
};

function StatusTag({ children, tone, testId }: { children: ReactNode; tone: KycTone; testId?: string }) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${tagTones[tone]}`}
    >
      {children}
    </span>
  );
}

function AccountDetails({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'password' | 'phone' | null>(null);
  const mobile = user.mobile ? `${user.mobileCode ?? ''} ${user.mobile}`.trim() : null;

  return (
    <div className="space-y-6">
      <Card title={t('account.profile')}>
        <dl className="divide-y divide-slate-100">
          <ProfileRow label={t('account.email')}>
            <span className="font-medium break-all text-slate-900" data-testid="account-email">
              {user.email}
            </span>
          </ProfileRow>
          <ProfileRow label={t('account.nickname')}>
            <NicknameEditor nickName={user.nickName} />
          </ProfileRow>
          <ProfileRow label={t('account.mobile')}>
            {mobile ? (
              <span className="font-medium text-slate-900 tabular-nums">{mobile}</span>
            ) : (
              <span className="text-slate-500">{t('account.notBound')}</span>
            )}
          </ProfileRow>
        </dl>
      </Card>

      <Card title={t('account.security')}>
        <ul className="-my-4 divide-y divide-slate-100">
          <SecurityRow
            testId="row-password"
            title={t('account.loginPassword')}
            hint={t('account.loginPasswordHint')}
            action={
              <Button variant="secondary" size="sm" onClick={() => setDialog('password')}>
                {t('account.modify')}
              </Button>
            }
          />
          <SecurityRow
            testId="row-sms"
            title={t('account.smsVerification')}
            hint={mobile ? t('account.smsHintBound', { mobile }) : t('account.smsHintUnbound')}
            action={
              mobile ? (
                <StatusTag tone="slate">{t('account.modifyLater')}</StatusTag>
              ) : (
                <Button size="sm" onClick={() => setDialog('phone')}>
                  {t('account.set')}
                </Button>
              )
            }
          />
          <SecurityRow
            testId="row-email"
            title={t('account.emailVerification')}
            hint={t('account.emailHint', { email: user.email })}
            action={<StatusTag tone="green">{t('account.verified')}</StatusTag>}
          />
          <SecurityRow
            testId="row-kyc"
            title={t('account.realName')}
            hint={user.kycStatus === KycStatus.approved ? t('account.realNameDone') : t('account.realNameHint')}
            action={
              canStartKyc(user.kycStatus) ? (
                <span className="flex items-center gap-2">
                  {user.kycStatus === KycStatus.rejected ? (
                    <StatusTag tone={kycStatusRow(user.kycStatus).tone}>
                      {t(kycStatusRow(user.kycStatus).label)}
                    </StatusTag>
                  ) : null}
                  <ButtonLink to={paths.kyc} size="sm">
                    {t('account.set')}
                  </ButtonLink>
                </span>
              ) : (
                <StatusTag tone={kycStatusRow(user.kycStatus).tone} testId="kyc-status-tag">
                  {t(kycStatusRow(user.kycStatus).label)}
                </StatusTag>
              )
            }
          />
        </ul>
      </Card>

      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <BindPhoneDialog open={dialog === 'phone'} onClose={() => setDialog(null)} />
    </div>
  );
}

/** My account (docs/domain.md S2): profile and the four security rows. */
export default function AccountPage() {
  const { t } = useTranslation();
  const { data: user, isPending, isError, refetch } = useUserInfo();
  return (
    <div>
      <h1 className="mb-5 text-2xl font-bold tracking-tight text-slate-900">{t('account.title')}</h1>
      {isPending ? (
        <PageSpinner />
      ) : isError || !user ? (
        <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
          <Button variant="secondary" onClick={() => refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <AccountDetails user={user} />
      )}
    </div>
  );
}
