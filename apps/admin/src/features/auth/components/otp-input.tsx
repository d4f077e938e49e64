import { type ComponentProps, forwardRef } from 'react';
import { Input } from '../../../components/ui/field.tsx';

/**
 * The box for the six-digit code of an authenticator app, as signing in and turning on 2FA ask for
 * it: digits only, and offered to the browser as the one-time code it may fill in itself.
 */
export const OtpInput = forwardRef<HTMLInputElement, ComponentProps<typeof Input>>(function OtpInput(props, ref) {
  return (
    <Input ref={ref} inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="123456" {...props} />
  );
});
