import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, GlobeIcon, UserIcon } from '../../components/icons.tsx';
import { useUserInfo } from '../../features/auth/api/get-user-info.ts';
import { useLoggedIn } from '../../lib/use-session.ts';

/** The faces of the header's menu buttons: the same before and after the menu code has loaded. */
export function AccountTrigger() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const { data: user } = useUserInfo();
  return (
    <>
      <UserIcon className="size-6" />
      <span className="hidden max-w-32 truncate xl:inline">
        {loggedIn ? (user?.nickName ?? t('nav.account')) : t('nav.signIn')}
      </span>
      <ChevronDownIcon className="hidden size-4 xl:block" />
    </>
  );
}

export function LanguageTrigger() {
  return (
    <>
      <GlobeIcon className="size-5" />
      <span>En</span>
      <ChevronDownIcon className="size-4" />
    </>
  );
}
