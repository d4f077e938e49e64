import { CodeType, createByEmailRequest, msg } from '@hashforge/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormTextField } from '../../../components/ui/input.tsx';
import { sendEmailCodeTo } from '../api/send-code.ts';
import { CodeField } from './code-field.tsx';

/**
 * Sign-up and password reset share their rules (docs/domain.md S5): the contract's email, code and
 * password, plus a confirmation that must be given and must match.
 */
export const emailCodeFormSchema = createByEmailRequest
  .extend({ confirmPassword: z.string({ message: msg.passwordAgain }).min(1, msg.passwordAgain) })
  .refine((v) => v.password === v.confirmPassword, {
    message: msg.passwordsInconsistent,
    path: ['confirmPassword'],
    // Compare as soon as both passwords are filled in, even while the email or code is still wrong.
    when: (payload) => payload.issues.every((i) => i.path?.[0] !== 'password' && i.path?.[0] !== 'confirmPassword'),
  });

export type EmailCodeFormInput = z.input<typeof emailCodeFormSchema>;
export type EmailCodeFields = z.output<typeof createByEmailRequest>;

export function EmailCodeForm({
  codeType,
  submitLabel,
  pending,
  onSubmit,
  footer,
}: {
  codeType: typeof CodeType.signUp | typeof CodeType.reset;
  submitLabel: string;
  pending: boolean;
  onSubmit: (fields: EmailCodeFields) => void;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(emailCodeFormSchema),
    defaultValues: { email: '', code: '', password: '', confirmPassword: '' },
  });

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit(({ email, code, password }) => onSubmit({ email, code, password }))}
    >
      <FormTextField
        form={form}
        name="email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        placeholder={t('auth.emailPlaceholder')}
      />
      <CodeField form={form} name="code" onSend={() => sendEmailCodeTo(codeType, form.getValues('email'))} />
      <FormTextField
        form={form}
        name="password"
        label={codeType === CodeType.reset ? t('auth.newPassword') : t('auth.password')}
        type="password"
        autoComplete="new-password"
        placeholder={t('auth.passwordPlaceholder')}
      />
      <FormTextField
        form={form}
        name="confirmPassword"
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        placeholder={t('auth.confirmPasswordPlaceholder')}
      />
      <Button type="submit" size="lg" block loading={pending}>
        {submitLabel}
      </Button>
      {footer}
    </form>
  );
}
