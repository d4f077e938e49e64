import { homePageQueries } from '@hashforge/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CloseIcon, MegaphoneIcon } from '../../../components/icons.tsx';
import { paths } from '../../../lib/paths.ts';
import { useNewsPager } from '../../content/api/get-news-pager.ts';

/** Which notice the visitor closed; a newer notice shows the bar again. */
export const NOTICE_DISMISSED_KEY = 'hf.noticeDismissed';

function readDismissed(): string | null {
  try {
    return localStorage.getItem(NOTICE_DISMISSED_KEY);
  } catch (error) {
    console.warn('notice dismissal unreadable', error);
    return null;
  }
}

/** The latest notice above the home page, shown until dismissed (docs/domain.md S2 and S4). */
export function NoticeBar() {
  const { t } = useTranslation();
  const { type, page, limit } = homePageQueries.notice;
  const { data } = useNewsPager(type, page, limit);
  const [dismissed, setDismissed] = useState(readDismissed);
  const notice = data?.list[0];
  if (!notice || dismissed === String(notice.id)) return null;
  const dismiss = () => {
    setDismissed(String(notice.id));
    try {
      localStorage.setItem(NOTICE_DISMISSED_KEY, String(notice.id));
    } catch (error) {
      // Storage disabled: the bar stays closed for this visit only.
      console.warn('notice dismissal not saved', error);
    }
  };
  return (
    <section
      className="border-b border-amber-200 bg-amber-50 text-amber-900"
      aria-label={t('home.notice')}
      data-testid="notice-bar"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 sm:px-6 lg:px-8">
        <MegaphoneIcon className="size-5 shrink-0 text-amber-600" />
        <p className="min-w-0 flex-1 text-sm">
          <span className="mr-2 font-semibold">{t('home.notice')}:</span>
          <Link to={paths.noticeDetail(notice.id)} className="underline-offset-2 hover:underline">
            {notice.title}
          </Link>
        </p>
        <button
          type="button"
          onClick={dismiss}
          className="-mr-1 rounded p-1 text-amber-700 hover:bg-amber-100"
          aria-label={t('home.dismissNotice')}
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </section>
  );
}
