import {
  type CallDef,
  type CallRequest,
  type CallRoute,
  type CodeType,
  sendEmailCodeRequest,
  sendMobilCodeRequest,
} from '@hashforge/contract';
import { sendEmailCode, sendMobilCode } from '@hashforge/contract/routes';
import { apiCall } from '../../../lib/api-client.ts';
import { firstIssue } from '../../../lib/form.ts';
import { i18n } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * The send-code actions of the CountdownButtons. A value the server would refuse is warned about
 * here first (`Please check the Email address`, `The phone cannot be empty`, `please select
 * country`) and answers false, so the countdown does not start.
 */
async function sendCode<C extends CallDef>(call: CallRoute<C>, request: C['request'], fields: CallRequest<C>) {
  const problem = firstIssue(request, fields);
  if (problem) {
    toast.warning(problem);
    return false;
  }
  await apiCall(call, fields);
  toast.success(i18n.t('common.codeSent'));
  return true;
}

export function sendEmailCodeTo(type: typeof CodeType.signUp | typeof CodeType.reset, email: string) {
  return sendCode(sendEmailCode, sendEmailCodeRequest, { type, email });
}

export function sendMobileCodeTo(
  type: typeof CodeType.login | typeof CodeType.bindPhone,
  target: { mobile: string; phoneCountryCode: string; countryId?: number },
) {
  return sendCode(sendMobilCode, sendMobilCodeRequest, { type, ...target });
}
