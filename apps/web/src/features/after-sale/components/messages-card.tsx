import { type AfterSale, AfterSaleUserType, canLeaveMessage } from '@hashforge/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/format.tsx';
import { Card } from '../../../components/page.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useShopName } from '../../../lib/brand.ts';
import { cn } from '../../../lib/cn.ts';
import { MessageDialog } from './message-dialog.tsx';

/** The conversation with the service team; new messages until the request is completed (50). */
export function MessagesCard({ request }: { request: AfterSale }) {
  const { t } = useTranslation();
  const shopName = useShopName();
  const [open, setOpen] = useState(false);
  const records = request.afterSaleQuestionRecordModels;
  const writable = canLeaveMessage(request.status);
  return (
    <Card title={t('afterSale.detail.messages')}>
      {records.length === 0 ? (
        <p className="text-sm text-slate-500">{t('afterSale.detail.noMessages')}</p>
      ) : (
        <ol className="space-y-4" data-testid="messages">
          {records.map((record) => {
            const mine = record.userType === AfterSaleUserType.customer;
            return (
              <li key={record.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
                <div
                  className={cn(
                    'max-w-[85%] rounded-xl px-4 py-3 text-sm',
                    mine ? 'rounded-br-sm bg-brand-50 text-slate-900' : 'rounded-bl-sm bg-slate-100 text-slate-900',
                  )}
                >
                  <p className="mb-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
                    <span className="font-semibold text-slate-700">
                      {mine ? t('afterSale.detail.you') : t('afterSale.detail.service', { brand: shopName })}
                    </span>
                    <DateTime iso={record.createTime} />
                  </p>
                  <SafeHtml html={record.content} className="[&_p]:my-1" />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="mt-5 flex items-center justify-end border-t border-slate-100 pt-4">
        {writable ? (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('afterSale.detail.leaveMessage')}
          </Button>
        ) : (
          <p className="text-sm text-slate-500">{t('afterSale.detail.closed')}</p>
        )}
      </div>
      <MessageDialog afterSaleId={request.id} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
