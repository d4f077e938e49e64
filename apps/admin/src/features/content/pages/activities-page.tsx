import { contentDesk } from '@hashforge/contract/admin/content';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { PublishedCheckbox, publishColumns, publishedToSend } from '../../../components/publish-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Checkbox, FormTextField } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { ListRow } from '../../../lib/api.ts';
import { useFormSubmit, useSchemaForm } from '../../../lib/form.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useDeleteActivity } from '../api/delete-activity.ts';
import { useActivities } from '../api/list-activities.ts';
import { usePublishActivity } from '../api/publish-activity.ts';
import { useSaveActivity } from '../api/save-activity.ts';
import { HtmlExcerpt, HtmlField } from '../components/html-field.tsx';

type Activity = ListRow<typeof useActivities>;
const column = createColumnHelper<Activity>();

/** The calendar day is a date without a clock: shown as stored, never shifted by the staff member's time zone. */
const calendarDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : calendarDay.format(date);
};

/** An ISO time as a datetime-local value in the staff member's own clock, and back. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
const fromLocalInput = (value: string) => new Date(value).toISOString();

/** Where the activity stands now; the shop's calendar likewise marks it ended once its end time has passed. */
function ActivityStatus({ activity }: { activity: Activity }) {
  const now = Date.now();
  if (Date.parse(activity.endTime) < now) return <Badge tone="grey">Ended</Badge>;
  if (Date.parse(activity.startTime) > now) return <Badge tone="blue">Upcoming</Badge>;
  return <Badge tone="green">On now</Badge>;
}

export default function ActivitiesPage() {
  const { page, limit, paging } = useListParams([] as const);
  const list = useActivities({ page, limit });
  const [editing, setEditing] = useState<Activity | 'new' | null>(null);
  const [removing, setRemoving] = useState<Activity | null>(null);
  const remove = useDeleteActivity();
  const publish = usePublishActivity();

  const columns = [
    column.accessor('time', {
      header: 'Day',
      cell: (c) => <span className="whitespace-nowrap">{formatDay(c.getValue())}</span>,
    }),
    column.accessor('title', {
      header: 'Activity',
      cell: (c) => (
        <span>
          <span className="font-medium">{c.getValue()}</span>
          {c.row.original.url && (
            <span className="line-clamp-1 block max-w-md text-xs break-all text-slate-500">{c.row.original.url}</span>
          )}
          <HtmlExcerpt html={c.row.original.content} />
        </span>
      ),
    }),
    column.display({
      id: 'when',
      header: 'From – to',
      cell: (c) => (
        <span className="text-xs whitespace-nowrap text-slate-600">
          {formatDateTime(c.row.original.startTime)}
          <span className="block">{formatDateTime(c.row.original.endTime)}</span>
        </span>
      ),
    }),
    column.accessor('isSelf', {
      header: 'Kind',
      cell: (c) => (c.getValue() ? <Badge tone="violet">Our own</Badge> : <Badge tone="grey">Crypto event</Badge>),
    }),
    column.display({ id: 'status', header: 'Status', cell: (c) => <ActivityStatus activity={c.row.original} /> }),
    ...publishColumns(column, {
      name: (activity) => activity.title,
      onToggle: (activity, published) => publish.mutateAsync({ id: activity.id, published }),
      onEdit: setEditing,
      onDelete: setRemoving,
    }),
  ];

  return (
    <>
      <PageHeader
        title="Activity calendar"
        description="Our own events and general crypto events on the shop's calendar, latest day first. Drafts stay off the calendar."
        actions={<Button onClick={() => setEditing('new')}>New activity</Button>}
      />
      <DataTable label="Activities" columns={columns} query={list} paging={paging} emptyTitle="No activity yet" />
      {editing && <ActivityDialog activity={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmDeleteDialog
          title="Delete activity"
          onClose={() => setRemoving(null)}
          onConfirm={() => remove.mutateAsync({ id: removing.id })}
          deletedToast={`"${removing.title}" deleted.`}
        >
          <p>Take this activity off the shop's calendar for good?</p>
          <p>
            <span className="font-medium text-slate-900">{removing.title}</span>
            <span className="block text-slate-500">{formatDay(removing.time)}</span>
          </p>
        </ConfirmDeleteDialog>
      )}
    </>
  );
}

function ActivityDialog({ activity, onClose }: { activity: Activity | null; onClose: () => void }) {
  const save = useSaveActivity();
  const form = useSchemaForm(contentDesk.saveActivity.request, {
    defaultValues: {
      id: activity?.id,
      time: activity?.time ?? '',
      title: activity?.title ?? '',
      startTime: activity ? toLocalInput(activity.startTime) : '',
      endTime: activity ? toLocalInput(activity.endTime) : '',
      url: activity?.url ?? '',
      content: activity?.content ?? '',
      isSelf: activity?.isSelf ?? false,
      published: activity?.published ?? true,
    },
  });
  // An empty link or text means none (null), which the contract accepts, not an invalid value.
  const nullIfEmpty = { setValueAs: (v: string | null) => (v === '' || v === null ? null : v) };
  const { errors } = form.formState;
  const { submit, formError } = useFormSubmit(form, async (values) => {
    // The inputs hold the staff member's wall clock; the API is sent the instant it names.
    await save.mutateAsync({
      ...publishedToSend(activity?.published, values),
      startTime: fromLocalInput(values.startTime),
      endTime: fromLocalInput(values.endTime),
    });
    showToast('success', `"${values.title}" saved.`);
    onClose();
  });

  return (
    <FormDialog
      formId="activity-edit"
      size="lg"
      title={activity ? `Edit · ${activity.title}` : 'New activity'}
      error={formError}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField form={form} name="title" label="Title" className="col-span-2" autoFocus />
      <FormTextField form={form} name="time" label="Calendar day" hint="The day the calendar lists it on" type="date" />
      <div className="flex items-center self-center pt-4">
        <Checkbox
          id="activity-edit-own"
          label="Our own activity (not a general crypto event)"
          {...form.register('isSelf')}
        />
      </div>
      <PublishedCheckbox
        id="activity-edit-published"
        className="col-span-2 flex flex-col"
        {...form.register('published')}
      />
      <FormTextField form={form} name="startTime" label="Starts" hint="In your time zone" type="datetime-local" />
      <FormTextField form={form} name="endTime" label="Ends" hint="In your time zone" type="datetime-local" />
      <FormTextField
        form={form}
        name="url"
        label="Link"
        hint="A page of this shop such as /bulk-order, or an https:// link. Empty: no link."
        className="col-span-2"
        type="url"
        registerOptions={nullIfEmpty}
      />
      <HtmlField
        id="activity-edit-content"
        label="Description"
        minHeight="8rem"
        error={errors.content?.message}
        fieldClassName="col-span-2"
        control={form.control}
        name="content"
        nullable
      />
    </FormDialog>
  );
}
