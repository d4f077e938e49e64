import { contentDesk } from '@hashforge/contract/admin/content';
import { isSiteLink } from '@hashforge/contract/content-rules';
import { createColumnHelper } from '@tanstack/react-table';
import { type ChangeEvent, useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { PublishedCheckbox, publishColumns, publishedToSend } from '../../../components/publish-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Field, FormTextField, Select } from '../../../components/ui/field.tsx';
import { FilterBar, SelectFilter } from '../../../components/ui/filter-bar.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { errorMessage, type ListRow } from '../../../lib/api.ts';
import { asNumber, useFormSubmit, useSchemaForm } from '../../../lib/form.ts';
import { useCan } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useDeleteBanner } from '../api/delete-banner.ts';
import { useBanners } from '../api/list-banners.ts';
import { usePublishBanner } from '../api/publish-banner.ts';
import { useSaveBanner } from '../api/save-banner.ts';
import { useUploadBannerImage } from '../api/upload-banner-image.ts';

type Banner = ListRow<typeof useBanners>;
const column = createColumnHelper<Banner>();

/** The contract allows types 1 to 9; the shop's home carousel reads type 1, the others are spare slots. */
const BANNER_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
const placeLabel = (type: number) => (type === 1 ? 'Home carousel' : `Slot ${type}`);

/**
 * A stored reference the browser can show as it is: a URL or a site path. A bare storage key only
 * becomes a URL on the server, so it is shown as text instead of being guessed at here.
 */
/** A reference the browser can open itself (a storage key needs files/upload's URL). */
const isShowable = (ref: string) => isSiteLink(ref);

export default function BannersPage() {
  const { filters, filterProps } = useListParams(['type'] as const);
  const type = BANNER_TYPES.find((t) => String(t) === filters.type);
  const list = useBanners({ type });
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const [removing, setRemoving] = useState<Banner | null>(null);
  const remove = useDeleteBanner();
  const publish = usePublishBanner();

  const columns = [
    column.accessor('mediaUrl', {
      header: 'Image',
      cell: (c) => (
        <span className="flex items-center gap-3">
          {isShowable(c.getValue()) ? (
            <img
              src={c.getValue()}
              alt=""
              loading="lazy"
              className="h-12 w-24 shrink-0 rounded object-cover ring-1 ring-slate-200"
            />
          ) : null}
          <span className="line-clamp-2 max-w-xs font-mono text-xs break-all text-slate-600">{c.getValue()}</span>
        </span>
      ),
    }),
    column.accessor('jumpUrl', {
      header: 'Opens',
      cell: (c) => (c.getValue() ? <span className="break-all">{c.getValue()}</span> : '—'),
    }),
    column.accessor('type', { header: 'Place', cell: (c) => placeLabel(c.getValue()) }),
    column.accessor('sort', { header: 'Order', meta: { className: 'tabular-nums' } }),
    ...publishColumns(column, {
      name: (banner) => `${placeLabel(banner.type)} banner ${banner.mediaUrl}`,
      onToggle: (banner, published) => publish.mutateAsync({ id: banner.id, published }),
      onEdit: setEditing,
      onDelete: setRemoving,
    }),
  ];

  return (
    <>
      <PageHeader
        title="Banners"
        description="The images of the shop's carousels, lowest order first. A change shows in the shop at once; a draft stays off it."
        actions={<Button onClick={() => setEditing('new')}>New banner</Button>}
      />
      <FilterBar>
        <SelectFilter
          id="banner-place"
          label="Place"
          className="w-44"
          {...filterProps('type')}
          value={type ? String(type) : ''}
        >
          <option value="">All</option>
          {BANNER_TYPES.map((t) => (
            <option key={t} value={t}>
              {placeLabel(t)}
            </option>
          ))}
        </SelectFilter>
      </FilterBar>
      <DataTable
        label="Banners"
        columns={columns}
        query={list}
        emptyTitle="No banner yet"
        emptyHint={type === 1 ? 'The home page shows no carousel until one is added.' : undefined}
      />
      {editing && <BannerDialog banner={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmDeleteDialog
          title="Delete banner"
          onClose={() => setRemoving(null)}
          onConfirm={() => remove.mutateAsync({ id: removing.id })}
          deletedToast="Banner deleted."
        >
          <p>
            Take this banner off the {placeLabel(removing.type).toLowerCase()} for good? The image file itself stays
            stored.
          </p>
          <p className="font-mono text-xs break-all text-slate-500">{removing.mediaUrl}</p>
        </ConfirmDeleteDialog>
      )}
    </>
  );
}

function BannerDialog({ banner, onClose }: { banner: Banner | null; onClose: () => void }) {
  const save = useSaveBanner();
  const upload = useUploadBannerImage();
  const canUpload = useCan()('catalog.write');
  // What files/upload answered: the URL to preview a freshly stored key, which the browser cannot resolve.
  const [uploaded, setUploaded] = useState<{ storageKey: string; fileUrl: string } | null>(null);
  const form = useSchemaForm(contentDesk.saveBanner.request, {
    defaultValues: {
      id: banner?.id,
      type: banner?.type ?? 1,
      mediaUrl: banner?.mediaUrl ?? '',
      jumpUrl: banner?.jumpUrl ?? '',
      sort: banner?.sort ?? 0,
      published: banner?.published ?? true,
    },
  });
  const { errors } = form.formState;
  const mediaUrl = String(form.watch('mediaUrl') ?? '').trim();
  const preview = uploaded?.storageKey === mediaUrl ? uploaded.fileUrl : isShowable(mediaUrl) ? mediaUrl : null;

  const { submit, formError } = useFormSubmit(form, async (values) => {
    await save.mutateAsync(publishedToSend(banner?.published, values));
    showToast('success', banner ? 'Banner saved.' : 'Banner added.');
    onClose();
  });

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    form.clearErrors('mediaUrl');
    try {
      const stored = await upload.mutateAsync(file);
      setUploaded({ storageKey: stored.storageKey, fileUrl: stored.fileUrl });
      form.setValue('mediaUrl', stored.storageKey, { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      form.setError('mediaUrl', { message: errorMessage(error) });
    }
  };

  return (
    <FormDialog
      formId="banner-edit"
      size="lg"
      title={banner ? 'Edit banner' : 'New banner'}
      error={formError}
      busy={save.isPending}
      disabled={upload.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label="Place" htmlFor="banner-edit-type" error={errors.type?.message}>
        <Select id="banner-edit-type" {...form.register('type', asNumber)}>
          {BANNER_TYPES.map((t) => (
            <option key={t} value={t}>
              {placeLabel(t)}
            </option>
          ))}
        </Select>
      </Field>
      <FormTextField
        form={form}
        name="sort"
        label="Order"
        hint="Lower numbers show first"
        inputMode="numeric"
        registerOptions={asNumber}
      />
      <PublishedCheckbox
        id="banner-edit-published"
        className="col-span-2 flex flex-col"
        {...form.register('published')}
      />
      <FormTextField
        form={form}
        name="mediaUrl"
        label="Image (storage key or URL)"
        hint={canUpload ? 'Upload a JPEG or PNG below, or paste a key or an https:// URL' : undefined}
        className="col-span-2"
      />
      {canUpload && (
        <Field label="Upload an image" htmlFor="banner-edit-file" hint="JPEG or PNG, at most 5 MB">
          <input
            id="banner-edit-file"
            type="file"
            accept="image/jpeg,image/png"
            className="text-sm"
            disabled={upload.isPending}
            onChange={(e) => void chooseFile(e)}
          />
        </Field>
      )}
      <div className={canUpload ? '' : 'col-span-2'}>
        {upload.isPending ? (
          <p role="status" className="text-sm text-slate-500">
            Uploading…
          </p>
        ) : (
          preview && (
            <img
              src={preview}
              alt="Banner preview"
              className="max-h-28 w-full rounded object-contain ring-1 ring-slate-200"
            />
          )
        )}
      </div>
      <FormTextField
        form={form}
        name="jumpUrl"
        label="Opens (link)"
        hint="A site path such as /product-list, or an https:// link. Empty: the banner is not a link."
        className="col-span-2"
      />
    </FormDialog>
  );
}
