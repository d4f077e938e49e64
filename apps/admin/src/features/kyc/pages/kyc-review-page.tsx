import { kycDesk } from '@hashforge/contract/admin/kyc';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ImageGrid } from '../../../components/image-grid.tsx';
import { ReasonDialog, useReasonForm } from '../../../components/reason-dialog.tsx';
import { StatusBadge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, DefinitionList } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/states.tsx';
import type { Loaded } from '../../../lib/api.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { KYC_STATUS } from '../../../lib/status.ts';
import { runWithToast, showToast } from '../../../lib/toast.ts';
import { useApproveKyc } from '../api/approve-kyc.ts';
import { useKyc } from '../api/get-kyc.ts';
import { useRejectKyc } from '../api/reject-kyc.ts';

type Kyc = Loaded<typeof useKyc>;

const DOCUMENT_TYPE: Record<number, string> = { 1: 'Passport', 2: 'Other document (manual review)' };
const GENDER: Record<number, string> = { 1: 'Male', 2: 'Female' };

export default function KycReviewPage() {
  const userId = Number(useParams().userId);
  const kyc = useKyc(userId);
  return <QueryState query={kyc}>{(data) => <KycReview kyc={data} />}</QueryState>;
}

/** The documents and selfies (signed links that expire) beside what the buyer typed. */
function KycReview({ kyc }: { kyc: Kyc }) {
  const approve = useApproveKyc();
  const [rejecting, setRejecting] = useState(false);
  const submitted = kyc.status === 1;

  // The submission on screen: a buyer who submitted again since gets a review of what they sent then, not this one.
  const doApprove = () =>
    runWithToast(
      () => approve.mutateAsync({ userId: kyc.userId, expectedSubmitTime: kyc.submitTime }),
      `Verification of ${kyc.email} approved. The buyer is told by email.`,
    );

  return (
    <>
      <PageHeader
        back={{ to: '/kyc', label: 'KYC' }}
        title={
          <span className="flex items-center gap-3">
            {kyc.firstName} {kyc.lastName}
            <StatusBadge table={KYC_STATUS} code={kyc.status} />
          </span>
        }
        description={`${kyc.email} · submitted ${formatDateTime(kyc.submitTime)}`}
        actions={
          submitted && (
            <>
              <Button variant="secondary" onClick={() => setRejecting(true)}>
                Reject
              </Button>
              <Button onClick={() => void doApprove()} busy={approve.isPending}>
                Approve
              </Button>
            </>
          )
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card title={`Identity documents (${kyc.documents.length})`}>
            <ImageGrid
              files={kyc.documents}
              label="Identity document"
              empty="None uploaded."
              imageClassName="h-64 w-full object-contain"
            />
          </Card>
          <Card title={`Selfies (${kyc.selfies.length})`}>
            <ImageGrid
              files={kyc.selfies}
              label="Selfie"
              empty="None uploaded."
              imageClassName="h-64 w-full object-contain"
            />
          </Card>
          <p className="text-xs text-slate-500">
            Images open through short-lived signed links: reload the page if one no longer loads.
          </p>
        </div>
        <div className="flex flex-col gap-6">
          <Card title="As typed by the buyer">
            <DefinitionList
              items={[
                ['Surname', kyc.firstName],
                ['Given names', kyc.lastName],
                ['Birthday', formatDate(kyc.birthday)],
                ['Gender', GENDER[kyc.gender] ?? String(kyc.gender)],
                ['Country', kyc.country],
                ['Document', DOCUMENT_TYPE[kyc.idDocumentType] ?? String(kyc.idDocumentType)],
                [
                  'Document number',
                  <span key="n" className="font-mono">
                    {kyc.idNumber}
                  </span>,
                ],
                ['Expires', kyc.expireDateType === 2 ? 'Never' : formatDate(kyc.expireDate)],
                ['Address', kyc.address],
                ['Postal code', kyc.postal],
              ]}
            />
          </Card>
          {(kyc.reviewTime || kyc.rejectReason) && (
            <Card title="Review">
              <DefinitionList
                items={[
                  ['Reviewed', formatDateTime(kyc.reviewTime)],
                  ...(kyc.rejectReason ? [['Reason given', kyc.rejectReason] as [string, string]] : []),
                ]}
              />
            </Card>
          )}
        </div>
      </div>
      {rejecting && <RejectDialog kyc={kyc} onClose={() => setRejecting(false)} />}
    </>
  );
}

function RejectDialog({ kyc, onClose }: { kyc: Kyc; onClose: () => void }) {
  const reject = useRejectKyc();
  const reasonForm = useReasonForm(
    kycDesk.reject.request,
    { userId: kyc.userId, reason: '', expectedSubmitTime: kyc.submitTime },
    reject,
    () => {
      showToast('success', `Verification of ${kyc.email} rejected. The buyer can submit it again.`);
      onClose();
    },
  );
  return (
    <ReasonDialog
      formId="reject-kyc"
      title="Reject verification"
      description="The buyer reads this reason and can submit again."
      submitLabel="Reject"
      reasonLabel="Reason"
      reasonId="kyc-reason"
      placeholder="e.g. The document photo is blurred; upload a sharp photo of the whole page."
      {...reasonForm}
      onClose={onClose}
    />
  );
}
