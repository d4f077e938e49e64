import { calculatorDesk } from '@hashforge/contract/admin/calculator';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { calculatorKeys } from './keys.ts';

export const useUpdateCalculatorProduct = () =>
  useAdminMutation(calculatorDesk.updateProduct, { invalidates: [calculatorKeys.products()] });
