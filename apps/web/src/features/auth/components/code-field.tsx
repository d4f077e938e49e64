import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountdownButton } from '../../../components/ui/countdown-button.tsx';
import { FormTextField } from '../../../components/ui/input.tsx';

/**
 * The verification-code field of sign-up, password reset, SMS login and phone binding: six digits,
 * with the send button beside it that counts down 60 seconds after a send.
 */
export function CodeField<T extends FieldValues>({
  form,
  name,
  onSend,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any context and any output type; only the field values matter here
  form: UseFormReturn<T, any, any>;
  name: Path<T>;
  /** Sends the code; see CountdownButton for what starts the countdown. */
  onSend: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      form={form}
      name={name}
      label={t('auth.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t('auth.codePlaceholder')}
      addon={<CountdownButton onSend={onSend} />}
    />
  );
}
