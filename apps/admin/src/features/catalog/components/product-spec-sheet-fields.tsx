import type { adminProductDetails } from '@hashforge/contract/admin/catalog';
import type { z } from 'zod';
import { Field, Input } from '../../../components/ui/field.tsx';
import type { FieldErrors } from './product-form-errors.ts';

/** The spec sheet (the shop's productCategoryModel without its id). */
export type SpecSheet = z.output<typeof adminProductDetails>['category'];
type SheetKey = keyof SpecSheet;

/** The spec sheet's fields, in the order the shop shows them; the first five are required. */
const SHEET: { key: SheetKey; label: string; required?: true }[] = [
  { key: 'name', label: 'Category name', required: true },
  { key: 'aliasName', label: 'Model name', required: true },
  { key: 'cryptoAlgorithm', label: 'Algorithm', required: true },
  { key: 'hashrate', label: 'Hashrate', required: true },
  { key: 'powerConsumption', label: 'Power consumption', required: true },
  { key: 'powerEfficiency', label: 'Power efficiency' },
  { key: 'memory', label: 'Memory' },
  { key: 'chipNum', label: 'Chips' },
  { key: 'coolMode', label: 'Cooling mode' },
  { key: 'cooling', label: 'Cooling' },
  { key: 'powerNorms', label: 'Power supply' },
  { key: 'voltage', label: 'Voltage' },
  { key: 'networkingConnectionMode', label: 'Network connection' },
  { key: 'operatingTemperature', label: 'Operating temperature' },
  { key: 'noise', label: 'Noise' },
  { key: 'shape', label: 'Shape' },
  { key: 'netWeight', label: 'Net weight' },
  { key: 'grossWeight', label: 'Gross weight' },
  { key: 'netDimensions', label: 'Net dimensions' },
  { key: 'grossDimensions', label: 'Gross dimensions' },
];

/** A spec sheet with every field empty, for a new product. */
export const emptySpecSheet = (): SpecSheet =>
  Object.fromEntries(SHEET.map(({ key }) => [key, ''])) as Record<SheetKey, string> as SpecSheet;

/**
 * The spec sheet's 20 fields; required ones are labelled with a trailing `*`, and a refusal shows
 * under the field it names (`category.<key>`).
 */
export function ProductSpecSheetFields({
  idPrefix,
  sheet,
  onChange,
  errors,
}: {
  idPrefix: string;
  sheet: SpecSheet;
  onChange: (key: SheetKey, value: string) => void;
  errors: FieldErrors;
}) {
  return (
    <fieldset className="grid min-w-0 grid-cols-2 gap-4">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Spec sheet</legend>
      {SHEET.map(({ key, label, required }) => (
        <Field
          key={key}
          label={required ? `${label} *` : label}
          htmlFor={`${idPrefix}-sheet-${key}`}
          error={errors[`category.${key}`]}
        >
          <Input
            id={`${idPrefix}-sheet-${key}`}
            value={sheet[key]}
            invalid={Boolean(errors[`category.${key}`])}
            onChange={(e) => onChange(key, e.target.value)}
          />
        </Field>
      ))}
    </fieldset>
  );
}
