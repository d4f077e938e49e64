import type { Address } from '@hashforge/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFormDialog } from '../../../components/address-form-dialog.tsx';
import { PageTitle } from '../../../components/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCreateAddress } from '../api/create-address.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useAddressList } from '../api/get-address-list.ts';
import { useSetDefaultAddress, useUpdateAddress } from '../api/update-address.ts';
import { AddressCard } from '../components/address-card.tsx';

/** `/my/address`: the list with the default marked, set as default, edit, delete and add. */
export default function AddressPage() {
  const { t } = useTranslation();
  const list = useAddressList();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Address | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const addresses = list.data ?? [];

  const addButton = (
    <Button size="sm" onClick={() => setEditing('new')}>
      {t('address.add')}
    </Button>
  );

  return (
    <div>
      <PageTitle sub={t('address.sub')} actions={addButton}>
        {t('titles.Address')}
      </PageTitle>
      {list.isPending ? (
        <PageSpinner />
      ) : addresses.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white">
          <EmptyState text={t('address.empty')} action={addButton} />
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {addresses.map((a) => (
            <AddressCard
              key={a.id}
              address={a}
              actions={
                <>
                  {a.defaultStatus !== 1 ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={setDefault.isPending && setDefault.variables === a.id}
                      onClick={() =>
                        setDefault.mutate(a.id, { onSuccess: () => toast.success(t('address.defaultSet')) })
                      }
                    >
                      {t('address.setDefault')}
                    </Button>
                  ) : null}
                  <Button size="sm" variant="ghost" onClick={() => setEditing(a)}>
                    {t('common.edit')}
                  </Button>
                  <Button size="sm" variant="ghost" className="text-red-600" onClick={() => setDeleting(a)}>
                    {t('common.delete')}
                  </Button>
                </>
              }
            />
          ))}
        </div>
      )}

      <AddressFormDialog
        open={editing !== null}
        address={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        saving={create.isPending || update.isPending}
        onSave={(fields) =>
          editing && editing !== 'new' ? update.mutateAsync({ ...fields, id: editing.id }) : create.mutateAsync(fields)
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('address.deleteTitle')}
        confirmLabel={t('common.delete')}
        danger
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        <p className="text-sm text-slate-600">{t('address.deleteText', { name: deleting?.receiverName ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
