import { ROLE_PERMISSIONS, ROLES, ROLES_REQUIRING_2FA, type StaffRole } from '@hashforge/contract/admin/permissions';
import { staffDesk } from '@hashforge/contract/admin/staff';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, FormTextField, Select } from '../../../components/ui/field.tsx';
import { FilterBar, SearchFilter } from '../../../components/ui/filter-bar.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/states.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { errorMessage, type ListRow } from '../../../lib/api.ts';
import { useFormSubmit, useSchemaForm } from '../../../lib/form.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { roleLabel } from '../../../lib/roles.ts';
import { useStaff as useMe } from '../../../lib/session.ts';
import { runWithToast, showToast } from '../../../lib/toast.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useCreateStaff } from '../api/create-staff.ts';
import { useDisableStaff } from '../api/disable-staff.ts';
import { useEnableStaff } from '../api/enable-staff.ts';
import { useStaffList } from '../api/list-staff.ts';
import { useStaffSessions } from '../api/list-staff-sessions.ts';
import { useResetStaffPassword } from '../api/reset-staff-password.ts';
import { useResetStaffTwoFactor } from '../api/reset-staff-two-factor.ts';
import { useRevokeStaffSession } from '../api/revoke-staff-session.ts';
import { useUpdateStaffRole } from '../api/update-staff-role.ts';

type Member = ListRow<typeof useStaffList>;
type Dialogs =
  | { kind: 'create' }
  | { kind: 'role'; member: Member }
  | { kind: 'sessions'; member: Member }
  | { kind: 'password'; email: string; password: string }
  | null;

const column = createColumnHelper<Member>();

export default function StaffPage() {
  const me = useMe();
  const { page, limit, filters, filterProps, paging } = useListParams(['keyword'] as const);
  const list = useStaffList({ page, limit, keyword: filters.keyword || undefined });
  const [dialog, setDialog] = useState<Dialogs>(null);
  const disable = useDisableStaff();
  const enable = useEnableStaff();
  const resetTwoFactor = useResetStaffTwoFactor();
  const resetPassword = useResetStaffPassword();

  // Built each render: the actions close over this page's mutations and the signed-in staff member.
  const columns = [
    column.accessor('name', {
      header: 'Name',
      cell: (c) => (
        <span>
          <span className="font-medium text-slate-900">{c.getValue()}</span>
          {c.row.original.isDemo && (
            <span className="ml-2">
              <Badge tone="amber">demo</Badge>
            </span>
          )}
          <span className="block text-xs text-slate-500">{c.row.original.email}</span>
        </span>
      ),
    }),
    column.accessor('role', { header: 'Role', cell: (c) => roleLabel(c.getValue()) }),
    column.accessor('twoFactorEnabled', {
      header: '2FA',
      cell: (c) =>
        c.getValue() ? (
          <Badge tone="green">On</Badge>
        ) : (
          <Badge tone={ROLES_REQUIRING_2FA.includes(c.row.original.role) ? 'amber' : 'grey'}>Off</Badge>
        ),
    }),
    column.accessor('disabled', {
      header: 'Status',
      cell: (c) => (c.getValue() ? <Badge tone="red">Disabled</Badge> : <Badge tone="green">Active</Badge>),
    }),
    column.accessor('lastLoginTime', { header: 'Last sign-in', cell: (c) => formatDateTime(c.getValue()) }),
    column.display({
      id: 'actions',
      header: '',
      meta: { className: 'text-right' },
      cell: (c) => {
        const m = c.row.original;
        const self = m.id === me.staff.id;
        return (
          <Menu as="div" className="relative inline-block text-left">
            <MenuButton className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-medium hover:bg-slate-50">
              Manage ▾
            </MenuButton>
            <MenuItems
              anchor="bottom end"
              className="z-40 mt-1 w-52 rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg focus:outline-none"
            >
              <MenuItem disabled={self}>
                <button
                  type="button"
                  className="block w-full px-3 py-2 text-left data-disabled:text-slate-400 data-focus:bg-slate-100"
                  onClick={() => setDialog({ kind: 'role', member: m })}
                >
                  Change role
                </button>
              </MenuItem>
              <MenuItem>
                <button
                  type="button"
                  className="block w-full px-3 py-2 text-left data-focus:bg-slate-100"
                  onClick={() => setDialog({ kind: 'sessions', member: m })}
                >
                  Sessions
                </button>
              </MenuItem>
              <MenuItem disabled={self || !m.twoFactorEnabled}>
                <button
                  type="button"
                  className="block w-full px-3 py-2 text-left data-disabled:text-slate-400 data-focus:bg-slate-100"
                  onClick={() => {
                    if (window.confirm(`Remove ${m.email}'s authenticator? They set it up again at next sign-in.`))
                      void runWithToast(
                        () => resetTwoFactor.mutateAsync({ staffId: m.id }),
                        `2FA reset for ${m.email}.`,
                      );
                  }}
                >
                  Reset 2FA
                </button>
              </MenuItem>
              <MenuItem disabled={self}>
                <button
                  type="button"
                  className="block w-full px-3 py-2 text-left data-disabled:text-slate-400 data-focus:bg-slate-100"
                  onClick={() => {
                    if (
                      !window.confirm(
                        `Reset ${m.email}'s password? They get a mail with a link to choose a new one; their sessions end.`,
                      )
                    )
                      return;
                    void resetPassword
                      .mutateAsync({ staffId: m.id })
                      .then((a) => setDialog({ kind: 'password', email: m.email, password: a.oneTimePassword }))
                      .catch((error: unknown) => showToast('error', errorMessage(error)));
                  }}
                >
                  Reset password
                </button>
              </MenuItem>
              <MenuItem disabled={self}>
                {m.disabled ? (
                  <button
                    type="button"
                    className="block w-full px-3 py-2 text-left data-disabled:text-slate-400 data-focus:bg-slate-100"
                    onClick={() =>
                      void runWithToast(() => enable.mutateAsync({ staffId: m.id }), `${m.email} enabled.`)
                    }
                  >
                    Enable
                  </button>
                ) : (
                  <button
                    type="button"
                    className="block w-full px-3 py-2 text-left text-red-700 data-disabled:text-slate-400 data-focus:bg-red-50"
                    onClick={() => {
                      if (window.confirm(`Disable ${m.email}? Their sessions end at once.`))
                        void runWithToast(() => disable.mutateAsync({ staffId: m.id }), `${m.email} disabled.`);
                    }}
                  >
                    Disable
                  </button>
                )}
              </MenuItem>
            </MenuItems>
          </Menu>
        );
      },
    }),
  ];

  return (
    <>
      <PageHeader
        title="Staff"
        description="Who works in the back office and what their role lets them do"
        actions={<Button onClick={() => setDialog({ kind: 'create' })}>Add staff member</Button>}
      />
      <FilterBar>
        <SearchFilter id="staff-search" label="Search" placeholder="Name or email" {...filterProps('keyword')} />
      </FilterBar>
      <DataTable label="Staff" columns={columns} query={list} paging={paging} emptyTitle="No staff member matches" />
      <RolesCard />
      {dialog?.kind === 'create' && (
        <CreateStaffDialog
          onClose={() => setDialog(null)}
          onCreated={(email, password) => setDialog({ kind: 'password', email, password })}
        />
      )}
      {dialog?.kind === 'role' && <RoleDialog member={dialog.member} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'sessions' && <SessionsDialog member={dialog.member} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'password' && (
        <Dialog
          open
          onClose={() => setDialog(null)}
          title="One-time password"
          description={`We mailed ${dialog.email} a link to choose a password. If the mail does not arrive, give them this one-time password through a safe channel: it is shown only now, signs in once, within 72 hours, and they choose their own then.`}
          footer={<Button onClick={() => setDialog(null)}>Done</Button>}
        >
          <code
            className="block rounded bg-slate-100 px-3 py-3 text-center font-mono text-lg tracking-wide"
            data-one-time-password
          >
            {dialog.password}
          </code>
        </Dialog>
      )}
    </>
  );
}

/** The roles as the contract defines them: what each may do. */
function RolesCard() {
  return (
    <Card title="Roles" className="mt-6" bodyClassName="p-0">
      <Table caption="Roles">
        <thead className="bg-slate-50 text-left text-xs text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-2">
              Role
            </th>
            <th scope="col" className="px-4 py-2">
              May
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {ROLES.map((role) => (
            <tr key={role}>
              <th scope="row" className="w-40 px-4 py-2.5 text-left align-top font-medium">
                {roleLabel(role)}
                {ROLES_REQUIRING_2FA.includes(role) && (
                  <span className="block text-xs font-normal text-slate-500">2FA required</span>
                )}
              </th>
              <td className="px-4 py-2.5">
                {role === 'owner' ? (
                  <span className="text-slate-600">Everything, staff and settings included</span>
                ) : (
                  <span className="flex flex-wrap gap-1">
                    {ROLE_PERMISSIONS[role].map((p) => (
                      <code key={p} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                        {p}
                      </code>
                    ))}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}

function CreateStaffDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (email: string, password: string) => void;
}) {
  const create = useCreateStaff();
  const form = useSchemaForm(staffDesk.create.request, { defaultValues: { email: '', name: '', role: 'support' } });
  const { errors } = form.formState;
  const { submit, formError } = useFormSubmit(form, async (values) => {
    const answer = await create.mutateAsync(values);
    onCreated(values.email, answer.oneTimePassword);
  });
  return (
    <FormDialog
      formId="create-staff"
      layout="stack"
      title="Add staff member"
      description="They get a mail with a link to choose their password (it works once, within 72 hours)."
      error={formError}
      busy={create.isPending}
      submitLabel="Add"
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField form={form} name="name" label="Name" autoFocus />
      <FormTextField form={form} name="email" label="Email" type="email" />
      <Field label="Role" htmlFor="staff-role" error={errors.role?.message}>
        <Select id="staff-role" {...form.register('role')}>
          <RoleOptions />
        </Select>
      </Field>
    </FormDialog>
  );
}

/** A role select's options: every role, under the name staff read. */
function RoleOptions() {
  return ROLES.map((r) => (
    <option key={r} value={r}>
      {roleLabel(r)}
    </option>
  ));
}

function RoleDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const update = useUpdateStaffRole();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [formError, setFormError] = useState('');
  const save = async () => {
    setFormError('');
    try {
      await update.mutateAsync({ staffId: member.id, role });
      showToast('success', `${member.email} is now ${roleLabel(role)}. Their sessions were signed out.`);
      onClose();
    } catch (error) {
      setFormError(errorMessage(error));
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Change role of ${member.name}`}
      description="Their sessions end; they sign in again with the new role."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} busy={update.isPending} disabled={role === member.role}>
            Save role
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <FormError message={formError} />
        <Field label="Role" htmlFor="new-role">
          <Select id="new-role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            <RoleOptions />
          </Select>
        </Field>
      </div>
    </Dialog>
  );
}

function SessionsDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const sessions = useStaffSessions(member.id);
  const revoke = useRevokeStaffSession();
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={`Sessions of ${member.name}`}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <QueryState query={sessions}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="text-sm text-slate-500">No session.</p>
          ) : (
            <Table caption="Sessions">
              <thead className="text-left text-xs text-slate-500 uppercase">
                <tr>
                  <th className="py-1.5">Signed in</th>
                  <th className="py-1.5">Last seen</th>
                  <th className="py-1.5">IP</th>
                  <th className="py-1.5" />
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.list.map((s) => (
                  <tr key={s.id}>
                    <td className="py-2">{formatDateTime(s.createTime)}</td>
                    <td className="py-2">{formatDateTime(s.lastSeenTime)}</td>
                    <td className="py-2 font-mono text-xs" title={s.userAgent ?? ''}>
                      {s.ip ?? '—'}
                    </td>
                    <td className="py-2 text-right">
                      {s.active ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          busy={revoke.isPending && revoke.variables?.sessionId === s.id}
                          onClick={() =>
                            void revoke
                              .mutateAsync({ staffId: member.id, sessionId: s.id })
                              .catch((e: unknown) => showToast('error', errorMessage(e)))
                          }
                        >
                          Sign out
                        </Button>
                      ) : (
                        <Badge>{s.revokeTime ? 'Signed out' : 'Expired'}</Badge>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )
        }
      </QueryState>
    </Dialog>
  );
}
