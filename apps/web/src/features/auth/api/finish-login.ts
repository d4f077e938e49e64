import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths, safeRedirect } from '../../../lib/paths.ts';
import { saveToken } from '../../../lib/session.ts';
import { cartKeys } from '../../cart/api/keys.ts';
import { userKeys } from './keys.ts';

/**
 * What every way of logging in ends with (docs/domain.md S2): the token in the cookie (1 day), the
 * cart count refreshed, then the `redirect` address when it is a path of this site, else HomeIndex.
 */
export function useFinishLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return async (token: string) => {
    saveToken(token);
    queryClient.removeQueries({ queryKey: userKeys.all });
    await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    navigate(safeRedirect(search.get('redirect'), paths.home), { replace: true });
  };
}
