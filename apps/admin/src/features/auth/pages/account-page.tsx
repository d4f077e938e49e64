import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, DefinitionList } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/states.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { roleLabel } from '../../../lib/roles.ts';
import { useStaff } from '../../../lib/session.ts';
import { useOwnSessions } from '../api/own-sessions.ts';

/** One's own account: role and permissions, password, authenticator, open sessions. */
export default function AccountPage() {
  const me = useStaff();
  const sessions = useOwnSessions();
  return (
    <>
      <PageHeader title="My account and security" />
      <div className="grid max-w-5xl grid-cols-1 gap-6 lg:grid-cols-2">
        <Card title="Profile">
          <DefinitionList
            items={[
              ['Name', me.staff.name],
              ['Email', me.staff.email],
              ['Role', roleLabel(me.staff.role)],
              [
                'Permissions',
                <span key="p" className="flex flex-wrap gap-1">
                  {me.permissions.map((p) => (
                    <code key={p} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">
                      {p}
                    </code>
                  ))}
                </span>,
              ],
            ]}
          />
        </Card>
        <Card title="Sign-in">
          <DefinitionList
            items={[
              [
                'Password',
                <Link key="pw" to="/setup/password" className="font-medium text-brand-700 hover:underline">
                  Change password
                </Link>,
              ],
              [
                'Authenticator',
                me.twoFactorEnabled ? (
                  <Badge key="2fa" tone="green">
                    On
                  </Badge>
                ) : (
                  <span key="2fa" className="flex items-center gap-3">
                    <Badge>Off</Badge>
                    <Link to="/setup/two-factor" className="font-medium text-brand-700 hover:underline">
                      Set up
                    </Link>
                  </span>
                ),
              ],
            ]}
          />
        </Card>
        <Card title="My sessions" className="lg:col-span-2" bodyClassName="p-0">
          <QueryState query={sessions}>
            {(data) => (
              <Table caption="My sessions">
                <thead className="bg-slate-50 text-left text-xs text-slate-500 uppercase">
                  <tr>
                    <th className="px-4 py-2">Signed in</th>
                    <th className="px-4 py-2">Last seen</th>
                    <th className="px-4 py-2">Expires</th>
                    <th className="px-4 py-2">IP</th>
                    <th className="px-4 py-2">Browser</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.list.map((s) => (
                    <tr key={s.id}>
                      <td className="px-4 py-2 whitespace-nowrap">
                        {formatDateTime(s.createTime)} {s.current && <Badge tone="green">This browser</Badge>}
                      </td>
                      <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(s.lastSeenTime)}</td>
                      <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(s.expireTime)}</td>
                      <td className="px-4 py-2 font-mono text-xs">{s.ip ?? '—'}</td>
                      <td className="max-w-[320px] truncate px-4 py-2 text-xs text-slate-500" title={s.userAgent ?? ''}>
                        {s.userAgent ?? '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </QueryState>
        </Card>
      </div>
    </>
  );
}
