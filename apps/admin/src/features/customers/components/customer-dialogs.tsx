import { customerDesk } from '@hashforge/contract/admin/customers';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { ReasonDialog, useReasonForm } from '../../../components/reason-dialog.tsx';
import { Field, FormTextField, LabelOptions, Select } from '../../../components/ui/field.tsx';
import { asNumber, useFormSubmit, useSchemaForm } from '../../../lib/form.ts';
import { COUPON_TYPE } from '../../../lib/status.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDisableCustomer } from '../api/disable-customer.ts';
import { useIssueCoupon } from '../api/issue-coupon.ts';

export function DisableCustomerDialog({
  userId,
  email,
  onClose,
}: {
  userId: number;
  email: string;
  onClose: () => void;
}) {
  const disable = useDisableCustomer();
  const reasonForm = useReasonForm(customerDesk.disable.request, { userId, reason: '' }, disable, () => {
    showToast('success', `${email} is disabled and signed out everywhere.`);
    onClose();
  });
  return (
    <ReasonDialog
      formId="disable-customer"
      title={`Disable ${email}`}
      description="The buyer is signed out on every device and cannot sign in until enabled again."
      submitLabel="Disable account"
      reasonLabel="Reason (kept in the audit log)"
      reasonId="disable-reason"
      rows={3}
      {...reasonForm}
      onClose={onClose}
    />
  );
}

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function IssueCouponDialog({ userId, email, onClose }: { userId: number; email: string; onClose: () => void }) {
  const issue = useIssueCoupon();
  const form = useSchemaForm(customerDesk.issueCoupon.request, {
    defaultValues: { userId, type: 1, price: '', startTime: today(), endTime: inDays(30) },
  });
  const type = Number(form.watch('type'));
  const { errors } = form.formState;
  const { submit, formError } = useFormSubmit(form, async (values) => {
    const answer = await issue.mutateAsync({
      ...values,
      excessAmount: values.type === 3 ? values.excessAmount : undefined,
      productClass: values.type === 2 ? values.productClass : undefined,
    });
    showToast('success', `Coupon #${answer.couponId} issued to ${email}.`);
    onClose();
  });
  return (
    <FormDialog
      formId="issue-coupon"
      title="Issue a coupon"
      description={`It appears unused in ${email}'s coupons at once.`}
      error={formError}
      busy={issue.isPending}
      submitLabel="Issue coupon"
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label="Type" htmlFor="coupon-type" error={errors.type?.message}>
        <Select id="coupon-type" {...form.register('type', asNumber)}>
          <LabelOptions labels={COUPON_TYPE} />
        </Select>
      </Field>
      <FormTextField form={form} name="price" label="Value off (USD)" inputMode="decimal" placeholder="50.00" />
      {type === 3 && (
        <FormTextField
          form={form}
          name="excessAmount"
          label="Spend at least (USD)"
          className="col-span-2"
          inputMode="decimal"
          placeholder="1000.00"
        />
      )}
      {type === 2 && (
        <>
          <FormTextField form={form} name="productClass" label="Product class" />
          <FormTextField form={form} name="productCategoryName" label="Category (optional)" />
        </>
      )}
      <FormTextField form={form} name="startTime" label="Valid from" type="date" />
      <FormTextField form={form} name="endTime" label="Valid until" type="date" />
    </FormDialog>
  );
}
