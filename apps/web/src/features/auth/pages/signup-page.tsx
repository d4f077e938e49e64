import { CodeType } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { useCreateByEmail } from '../api/create-by-email.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { EmailCodeForm } from '../components/email-code-form.tsx';

export default function SignupPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const signup = useCreateByEmail();
  const loginLink = search.get('redirect') ? `${paths.login}?${search.toString()}` : paths.login;
  return (
    <AuthShell title={t('auth.signupTitle')} subtitle={t('auth.signupSubtitle')}>
      <EmailCodeForm
        codeType={CodeType.signUp}
        submitLabel={t('auth.signup')}
        pending={signup.isPending}
        onSubmit={(fields) => signup.mutate(fields)}
        footer={
          <>
            <p className="text-center text-xs text-slate-600" data-testid="signup-terms">
              {t('auth.agreeTerms')}{' '}
              <Link to={paths.termsOfUse} className="font-semibold text-brand-700 hover:underline">
                {t('footer.termsOfUse')}
              </Link>
            </p>
            <p className="text-center text-sm text-slate-500">
              {t('auth.haveAccount')}{' '}
              <Link to={loginLink} className="font-semibold text-brand-700 hover:underline">
                {t('auth.login')}
              </Link>
            </p>
          </>
        }
      />
    </AuthShell>
  );
}
