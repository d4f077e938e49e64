import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { Field, Input } from '../../../components/ui/field.tsx';

/** A form's schema with the new password typed a second time, and the two checked equal. */
export function withPasswordConfirmation<Shape extends { newPassword: z.ZodString }>(schema: z.ZodObject<Shape>) {
  return schema.extend({ confirmPassword: z.string() }).refine(
    // The shape is generic here; the two fields are the ones this function put or asked for.
    (v) => {
      const typed = v as { newPassword: string; confirmPassword: string };
      return typed.newPassword === typed.confirmPassword;
    },
    { path: ['confirmPassword'], message: 'The passwords differ' },
  );
}

/**
 * The new password, typed twice: the first sign-in's change, the account's change and the mailed
 * set-password link ask for it the same way.
 */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  errors,
  autoFocus,
}: {
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { newPassword?: string; confirmPassword?: string };
  autoFocus?: boolean;
}) {
  return (
    <>
      <Field label="New password" htmlFor="newPassword" error={errors.newPassword} hint="At least 8 characters">
        <Input
          id="newPassword"
          type="password"
          autoComplete="new-password"
          autoFocus={autoFocus}
          invalid={!!errors.newPassword}
          {...newPassword}
        />
      </Field>
      <Field label="New password again" htmlFor="confirmPassword" error={errors.confirmPassword}>
        <Input
          id="confirmPassword"
          type="password"
          autoComplete="new-password"
          invalid={!!errors.confirmPassword}
          {...confirmPassword}
        />
      </Field>
    </>
  );
}
