import { CodeType, loginRequest, mobileLoginRequest } from '@hashforge/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button.tsx';
import { FormTextField } from '../../../components/ui/input.tsx';
import { FormPhoneField } from '../../../components/ui/phone-code-select.tsx';
import { TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { useShopName } from '../../../lib/brand.ts';
import { paths } from '../../../lib/paths.ts';
import { useLogin, useMobileLogin } from '../api/login.ts';
import { sendMobileCodeTo } from '../api/send-code.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { CodeField } from '../components/code-field.tsx';

type Mode = 'password' | 'sms';

function PasswordLoginForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(loginRequest), defaultValues: { username: '', password: '' } });
  return (
    <form noValidate className="space-y-5" onSubmit={form.handleSubmit((fields) => login.mutate(fields))}>
      <FormTextField
        form={form}
        name="username"
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        placeholder={t('auth.emailPlaceholder')}
      />
      <FormTextField
        form={form}
        name="password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        placeholder={t('auth.passwordPlaceholder')}
      />
      <div className="flex justify-end">
        <Link to={paths.retrievePassword} className="text-sm font-medium text-brand-700 hover:underline">
          {t('auth.forgot')}
        </Link>
      </div>
      <Button type="submit" size="lg" block loading={login.isPending}>
        {t('auth.login')}
      </Button>
    </form>
  );
}

function SmsLoginForm() {
  const { t } = useTranslation();
  const login = useMobileLogin();
  const form = useForm({
    resolver: zodResolver(mobileLoginRequest),
    defaultValues: { mobile: '', phoneCountryCode: '', code: '' },
  });
  return (
    <form noValidate className="space-y-5" onSubmit={form.handleSubmit((fields) => login.mutate(fields))}>
      <FormPhoneField
        form={form}
        codeName="phoneCountryCode"
        mobileName="mobile"
        codeErrorFirst
        label={t('auth.mobile')}
        placeholder={t('auth.mobilePlaceholder')}
      />
      <CodeField
        form={form}
        name="code"
        onSend={() =>
          sendMobileCodeTo(CodeType.login, {
            mobile: form.getValues('mobile'),
            phoneCountryCode: form.getValues('phoneCountryCode'),
          })
        }
      />
      <Button type="submit" size="lg" block loading={login.isPending}>
        {t('auth.login')}
      </Button>
    </form>
  );
}

/** LoginIndex: email + password, or a code sent by SMS (docs/domain.md S2). */
export default function LoginPage() {
  const { t } = useTranslation();
  const shopName = useShopName();
  const [search] = useSearchParams();
  const [mode, setMode] = useState<Mode>('password');
  const signupLink = search.get('redirect') ? `${paths.signup}?${search.toString()}` : paths.signup;
  return (
    <AuthShell title={t('auth.welcome')} subtitle={t('auth.loginSubtitle')}>
      <Tabs
        idBase="login"
        value={mode}
        onChange={setMode}
        items={[
          { key: 'password', label: t('auth.passwordTab') },
          { key: 'sms', label: t('auth.smsTab') },
        ]}
        className="mb-6"
      />
      <TabPanel idBase="login" tabKey={mode}>
        {mode === 'password' ? <PasswordLoginForm /> : <SmsLoginForm />}
      </TabPanel>
      <p className="mt-6 text-center text-sm text-slate-500">
        {t('auth.noAccount', { brand: shopName })}{' '}
        <Link to={signupLink} className="font-semibold text-brand-700 hover:underline">
          {t('auth.createAccount')}
        </Link>
      </p>
    </AuthShell>
  );
}
