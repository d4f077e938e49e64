import {
  type BrandImageKind,
  type BrandSettings,
  type BrandSettingsInput,
  brandSettings,
} from '@hashforge/contract/admin/settings';
import {
  contrastRatio,
  HEX_COLOR,
  LANGUAGE_NAMES,
  MIN_TEXT_CONTRAST,
  OTHER_LANGUAGES,
} from '@hashforge/contract/brand-rules';
import { type ChangeEvent, useId, useState } from 'react';
import { type Control, type FieldPath, useController, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, FormTextField, Input } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useFormSubmit, useSchemaForm } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useBrandSettings } from '../api/get-brand-settings.ts';
import { useSaveBrandSettings } from '../api/save-brand-settings.ts';
import { useUploadBrandImage } from '../api/upload-brand-image.ts';
import { SaveBar } from '../components/save-bar.tsx';

export default function BrandPage() {
  const brand = useBrandSettings();
  return (
    <>
      <PageHeader
        title="Brand and contacts"
        description="The shop's name, logo, icon and colours, the footer's contacts and links, and the sender of every email. The shop, the back office and the emails show them as soon as you save."
      />
      <QueryState query={brand}>{(data) => <BrandForm brand={data} />}</QueryState>
    </>
  );
}

type Form = ReturnType<typeof useSchemaForm<typeof brandSettings>>;

/** The stored brand as the form edits it: an address not set is an empty field. */
function formValues(brand: BrandSettings): BrandSettingsInput {
  return {
    shopName: brand.shopName,
    logoFileId: brand.logoFileId,
    iconFileId: brand.iconFileId,
    colors: brand.colors,
    contacts: brand.contacts,
    partners: brand.partners,
    social: brand.social,
    languageSites: {
      zh: brand.languageSites.zh ?? '',
      fr: brand.languageSites.fr ?? '',
      es: brand.languageSites.es ?? '',
      ar: brand.languageSites.ar ?? '',
    },
    emailSender: { name: brand.emailSender.name, replyTo: brand.emailSender.replyTo ?? '' },
  };
}

/** What the shop shows of an image while the form holds its file id. */
interface Preview {
  url: string;
  width: number;
  height: number;
}

function BrandForm({ brand }: { brand: BrandSettings }) {
  const save = useSaveBrandSettings();
  const form = useSchemaForm(brandSettings, { defaultValues: formValues(brand) });
  const [logo, setLogo] = useState<Preview | null>(brand.logo);
  const [icon, setIcon] = useState<Preview | null>(brand.icon ? { url: brand.icon.url, width: 1, height: 1 } : null);
  const { errors, isDirty } = form.formState;
  const { submit, formError } = useFormSubmit(form, async (values) => {
    const saved = await save.mutateAsync(values);
    form.reset(formValues(saved));
    setLogo(saved.logo);
    setIcon(saved.icon ? { url: saved.icon.url, width: 1, height: 1 } : null);
    showToast('success', 'Brand saved. The shop, the back office and new emails show it now.');
  });
  const discard = () => {
    form.reset(formValues(brand));
    setLogo(brand.logo);
    setIcon(brand.icon ? { url: brand.icon.url, width: 1, height: 1 } : null);
  };

  return (
    <form onSubmit={submit} noValidate className="flex max-w-4xl flex-col gap-6">
      <FormError message={formError} />
      <Card title="Name, logo and icon">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormTextField
            form={form}
            name="shopName"
            label="Shop name"
            hint="In the header, titles, emails and the terms"
          />
          <FormTextField
            form={form}
            name="emailSender.name"
            label="Email sender name"
            hint="Who buyers see the emails from"
          />
          <ImageField
            form={form}
            kind="logo"
            preview={logo}
            onPreview={setLogo}
            label="Logo"
            hint="PNG or SVG, shown 30 px high on the dark header and footer: light lettering reads best. An SVG with script or outside references is refused."
          />
          <ImageField
            form={form}
            kind="icon"
            preview={icon}
            onPreview={setIcon}
            label="Icon"
            hint="Square, PNG (180 px or more) or SVG: the browser tab and a phone's home screen"
          />
        </div>
      </Card>
      <Card title="Colours">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <ColorField
            control={form.control}
            name="colors.primary"
            label="Primary (header and footer)"
            error={errors.colors?.primary?.message}
          />
          <ColorField
            control={form.control}
            name="colors.accent"
            label="Accent (buttons and links)"
            error={errors.colors?.accent?.message}
          />
        </div>
        <BrandPreview control={form.control} logo={logo} />
      </Card>
      <Card title="Support contacts">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormTextField
            form={form}
            name="contacts.phone"
            label="Hotline"
            hint="The company details’ phone: the pay page shows it too"
          />
          <FormTextField
            form={form}
            name="contacts.hotlineHours"
            label="Hotline hours"
            hint="e.g. Mon–Fri 09:00–18:00 UTC"
          />
          <FormTextField
            form={form}
            name="contacts.email"
            label="Support email"
            hint="The company details’ email: the pay page shows it too"
          />
          <FormTextField
            form={form}
            name="emailSender.replyTo"
            label="Reply-to for emails"
            hint="Where buyers’ replies go; empty: replies go nowhere"
          />
        </div>
        <LinkRows
          form={form}
          name="contacts.messaging"
          legend="Messaging"
          add="Add a messaging contact"
          blank={{ name: '', handle: '', url: '' }}
          columns={[
            { key: 'name', label: 'Service', placeholder: 'Telegram' },
            { key: 'handle', label: 'Handle', placeholder: '@yourshop' },
            { key: 'url', label: 'Link', placeholder: 'https://t.me/yourshop, mailto: or tel:' },
          ]}
        />
      </Card>
      <Card title="Footer">
        <LinkRows
          form={form}
          name="partners"
          legend="Distribution partners"
          add="Add a partner"
          blank={{ name: '', region: '', url: '' }}
          columns={[
            { key: 'name', label: 'Name', placeholder: 'Partner Ltd' },
            { key: 'region', label: 'Region', placeholder: 'Northern Europe' },
            { key: 'url', label: 'Link', placeholder: 'https://' },
          ]}
        />
        <LinkRows
          form={form}
          name="social"
          legend="Social links"
          add="Add a social link"
          blank={{ name: '', url: '' }}
          columns={[
            { key: 'name', label: 'Name', placeholder: 'YouTube' },
            { key: 'url', label: 'Link', placeholder: 'https://' },
          ]}
        />
        <fieldset className="mt-6 min-w-0">
          <legend className="mb-1 text-sm font-semibold text-slate-900">Language sites</legend>
          <p className="mb-3 text-xs text-slate-500">
            The shop's other language versions; a language without an address is not listed.
          </p>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {OTHER_LANGUAGES.map((code) => (
              <FormTextField
                key={code}
                form={form}
                name={`languageSites.${code}`}
                label={`${LANGUAGE_NAMES[code].native} (${LANGUAGE_NAMES[code].label})`}
              />
            ))}
          </div>
        </fieldset>
      </Card>
      <SaveBar dirty={isDirty} saving={save.isPending} saveLabel="Save brand" onDiscard={discard} />
    </form>
  );
}

/** A logo or icon: its preview on the header's colour, a file to upload instead, or none. */
function ImageField({
  form,
  kind,
  preview,
  onPreview,
  label,
  hint,
}: {
  form: Form;
  kind: BrandImageKind;
  preview: Preview | null;
  onPreview: (preview: Preview | null) => void;
  label: string;
  hint: string;
}) {
  const id = useId();
  const upload = useUploadBrandImage(kind);
  const [failure, setFailure] = useState('');
  const field = kind === 'logo' ? 'logoFileId' : 'iconFileId';
  const primary = useWatch({ control: form.control, name: 'colors.primary' });
  const refused = form.formState.errors[field]?.message;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure('');
    try {
      const stored = await upload.mutateAsync(file);
      form.setValue(field, stored.fileId, { shouldDirty: true, shouldValidate: true });
      onPreview({ url: stored.fileUrl, width: stored.width, height: stored.height });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-xs font-medium text-slate-700">{label}</span>
      <div
        className="flex h-16 items-center rounded-md border border-slate-200 px-3"
        style={{ backgroundColor: HEX_COLOR.test(primary) ? primary : undefined }}
        data-testid={`${kind}-preview`}
      >
        {preview ? (
          <img
            src={preview.url}
            alt={`${label} as the shop shows it`}
            className={kind === 'logo' ? 'h-[30px] w-auto max-w-full object-contain object-left' : 'size-10 rounded'}
          />
        ) : (
          <span className="text-xs text-slate-300">
            {kind === 'logo' ? 'No logo: the shop writes its name' : 'No icon'}
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={id}
          className="inline-flex h-8 cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 text-xs font-medium text-slate-800 hover:bg-slate-50"
        >
          {upload.isPending ? 'Uploading…' : `Upload ${kind === 'logo' ? 'a logo' : 'an icon'}`}
        </label>
        <input
          id={id}
          type="file"
          accept="image/png,image/svg+xml,.png,.svg"
          className="sr-only"
          aria-label={`${label} file`}
          onChange={(e) => void choose(e)}
        />
        {preview && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              form.setValue(field, null, { shouldDirty: true });
              onPreview(null);
            }}
          >
            Remove
          </Button>
        )}
      </div>
      {failure || refused ? (
        <p className="text-xs text-red-600" role="alert">
          {failure || refused}
        </p>
      ) : (
        <p className="text-xs text-slate-500">{hint}</p>
      )}
    </div>
  );
}

/** A brand colour: the picker and its #rrggbb side by side, and how white text reads on it. */
function ColorField({
  control,
  name,
  label,
  error,
}: {
  control: Control<BrandSettingsInput>;
  name: 'colors.primary' | 'colors.accent';
  label: string;
  error?: string;
}) {
  const { field } = useController({ control, name });
  const value = String(field.value ?? '');
  const valid = HEX_COLOR.test(value);
  const ratio = valid ? contrastRatio(value, '#ffffff') : null;
  return (
    <Field
      label={label}
      htmlFor={name}
      error={error}
      hint={
        ratio === null
          ? '#rrggbb'
          : `White text on it: ${ratio.toFixed(2)}:1 (at least ${MIN_TEXT_CONTRAST}:1)${ratio >= MIN_TEXT_CONTRAST ? ' ✓' : ''}`
      }
    >
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(e) => field.onChange(e.target.value)}
          className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
        />
        <Input
          id={name}
          value={value}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          invalid={Boolean(error)}
          className="font-mono"
          spellCheck={false}
        />
      </div>
    </Field>
  );
}

/** The header and a button as the shop will draw them, in the colours being edited. */
function BrandPreview({ control, logo }: { control: Control<BrandSettingsInput>; logo: Preview | null }) {
  const [name, primary, accent] = useWatch({ control, name: ['shopName', 'colors.primary', 'colors.accent'] });
  const bg = HEX_COLOR.test(primary) ? primary : undefined;
  const fg = HEX_COLOR.test(accent) ? accent : undefined;
  return (
    <div className="mt-4 overflow-hidden rounded-md border border-slate-200" data-testid="brand-preview">
      <div className="flex h-12 items-center gap-4 px-4 text-sm text-white" style={{ backgroundColor: bg }}>
        {logo ? (
          <img src={logo.url} alt="" className="h-[24px] w-auto max-w-[50%] object-contain object-left" />
        ) : (
          <span className="truncate font-extrabold">{name}</span>
        )}
        <span className="ml-auto hidden text-slate-300 sm:inline">Products</span>
        <span className="hidden text-slate-300 sm:inline">Support</span>
      </div>
      <div className="flex flex-wrap items-center gap-3 bg-white px-4 py-3 text-sm">
        <span className="rounded-md px-3 py-1.5 font-semibold text-white" style={{ backgroundColor: fg }}>
          Buy now
        </span>
        <span className="font-medium" style={{ color: fg }}>
          All products
        </span>
        <span className="text-xs text-slate-500">Preview: the shop's header, a button and a link</span>
      </div>
    </div>
  );
}

type RowName = 'contacts.messaging' | 'partners' | 'social';

/** Rows of links (messaging contacts, partners, social links): add, edit, remove. */
function LinkRows({
  form,
  name,
  legend,
  add,
  blank,
  columns,
}: {
  form: Form;
  name: RowName;
  legend: string;
  add: string;
  blank: Record<string, string>;
  columns: { key: string; label: string; placeholder: string }[];
}) {
  const rows = useFieldArray({ control: form.control, name: name as 'partners' });
  const errorsOf = (i: number, key: string): string | undefined => {
    const list =
      name === 'contacts.messaging' ? form.formState.errors.contacts?.messaging : form.formState.errors[name];
    const row = (list as unknown as Record<number, Record<string, { message?: string }> | undefined> | undefined)?.[i];
    return row?.[key]?.message;
  };
  const listError =
    name === 'contacts.messaging'
      ? form.formState.errors.contacts?.messaging?.message
      : form.formState.errors[name]?.message;
  const singular = legend.replace(/s$/, '').replace(/^Social link$/, 'Social link');
  return (
    <fieldset className="mt-6 min-w-0 first:mt-0" data-testid={`rows-${name}`}>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      {listError && (
        <p className="mb-2 text-xs text-red-600" role="alert">
          {listError}
        </p>
      )}
      {rows.fields.length > 0 && (
        <div
          className="mb-1 hidden gap-2 px-3 text-xs font-medium text-slate-500 sm:grid sm:grid-cols-[repeat(var(--cols),minmax(0,1fr))_4.5rem]"
          style={{ ['--cols' as string]: String(columns.length) }}
          aria-hidden="true"
        >
          {columns.map((column) => (
            <span key={column.key}>{column.label}</span>
          ))}
        </div>
      )}
      <ol className="flex flex-col gap-3 sm:gap-2">
        {rows.fields.map((row, i) => (
          <li
            key={row.id}
            className="grid grid-cols-1 gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[repeat(var(--cols),minmax(0,1fr))_4.5rem] sm:items-start sm:border-0 sm:p-0"
            style={{ ['--cols' as string]: String(columns.length) }}
          >
            {columns.map((column) => {
              const path = `${name}.${i}.${column.key}` as FieldPath<BrandSettingsInput>;
              const error = errorsOf(i, column.key);
              return (
                <div key={column.key} className="flex min-w-0 flex-col gap-1">
                  <span className="text-xs text-slate-500 sm:hidden" aria-hidden="true">
                    {column.label}
                  </span>
                  <Input
                    aria-label={`${singular} ${i + 1} ${column.label.toLowerCase()}`}
                    placeholder={column.placeholder}
                    invalid={Boolean(error)}
                    {...form.register(path)}
                  />
                  {error && (
                    <p className="text-xs text-red-600" role="alert">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
            <Button
              size="sm"
              variant="ghost"
              className="justify-self-end sm:mt-0.5"
              aria-label={`Remove ${singular.toLowerCase()} ${i + 1}`}
              onClick={() => rows.remove(i)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <Button size="sm" variant="secondary" className="mt-3" onClick={() => rows.append(blank as never)}>
        {add}
      </Button>
    </fieldset>
  );
}
