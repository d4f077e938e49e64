import { CodeType } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { useForgetPassword } from '../api/forget-password.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { EmailCodeForm } from '../components/email-code-form.tsx';

export default function RetrievePasswordPage() {
  const { t } = useTranslation();
  const reset = useForgetPassword();
  return (
    <AuthShell title={t('auth.retrieveTitle')} subtitle={t('auth.retrieveSubtitle')}>
      <EmailCodeForm
        codeType={CodeType.reset}
        submitLabel={t('auth.retrieve')}
        pending={reset.isPending}
        onSubmit={(fields) => reset.mutate(fields)}
        footer={
          <p className="text-center text-sm">
            <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
              {t('auth.backToLogin')}
            </Link>
          </p>
        }
      />
    </AuthShell>
  );
}
