import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import type { FieldErrors } from './product-form-errors.ts';

export const MAX_ATTRIBUTES = 50;

export interface AttributeRow {
  /** Only a React key: rows are added and removed in the middle. */
  rowId: number;
  name: string;
  value: string;
}

let nextRowId = 1;
/** A row with a fresh React key, empty or holding an attribute the product has. */
export const attributeRow = (a: { name: string; value: string } = { name: '', value: '' }): AttributeRow => ({
  rowId: nextRowId++,
  name: a.name,
  value: a.value,
});

/**
 * A product's attributes (name and value rows, in the order the shop shows them); each row's
 * fields are labelled `Attribute <n> name` / `value`, and a refusal shows under the one it names.
 */
export function ProductAttributesEditor({
  idPrefix,
  rows,
  onChange,
  errors,
}: {
  idPrefix: string;
  rows: AttributeRow[];
  onChange: (rows: AttributeRow[]) => void;
  errors: FieldErrors;
}) {
  const setPart = (rowId: number, part: 'name' | 'value', value: string) =>
    onChange(rows.map((a) => (a.rowId === rowId ? { ...a, [part]: value } : a)));
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Attributes</legend>
      {errors.attributes && (
        <p className="mb-2 text-xs text-red-600" role="alert">
          {errors.attributes}
        </p>
      )}
      {rows.length === 0 && <p className="mb-2 text-xs text-slate-500">No attributes.</p>}
      <ul className="flex flex-col gap-2">
        {rows.map((attribute, i) => (
          <li key={attribute.rowId} className="grid grid-cols-[1fr_2fr_auto] items-start gap-2">
            <Field
              label={`Attribute ${i + 1} name`}
              htmlFor={`${idPrefix}-attr-${attribute.rowId}-name`}
              error={errors[`attributes.${i}.name`]}
            >
              <Input
                id={`${idPrefix}-attr-${attribute.rowId}-name`}
                value={attribute.name}
                invalid={Boolean(errors[`attributes.${i}.name`])}
                onChange={(e) => setPart(attribute.rowId, 'name', e.target.value)}
              />
            </Field>
            <Field
              label={`Attribute ${i + 1} value`}
              htmlFor={`${idPrefix}-attr-${attribute.rowId}-value`}
              error={errors[`attributes.${i}.value`]}
            >
              <Input
                id={`${idPrefix}-attr-${attribute.rowId}-value`}
                value={attribute.value}
                invalid={Boolean(errors[`attributes.${i}.value`])}
                onChange={(e) => setPart(attribute.rowId, 'value', e.target.value)}
              />
            </Field>
            <Button
              size="sm"
              variant="ghost"
              className="mt-5"
              aria-label={`Remove attribute ${i + 1}`}
              onClick={() => onChange(rows.filter((a) => a.rowId !== attribute.rowId))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <Button
        size="sm"
        variant="secondary"
        className="mt-2"
        disabled={rows.length >= MAX_ATTRIBUTES}
        onClick={() => onChange([...rows, attributeRow()])}
      >
        Add attribute
      </Button>
    </fieldset>
  );
}
