import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { paths } from '../../lib/paths.ts';

/**
 * A page that failed to load or render. The usual cause in production is a page chunk gone after a
 * new deploy, which a reload fixes.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('common.networkException')}</h1>
      {detail ? <p className="text-sm text-slate-500">{detail}</p> : null}
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
        <ButtonLink to={paths.home} variant="secondary">
          {t('common.home')}
        </ButtonLink>
      </div>
    </div>
  );
}
