import { Button } from '../../../components/ui/button.tsx';

/**
 * The foot of a settings page's form, kept in view while the page scrolls: staff discard what they
 * typed or save it, and neither is offered before something changed.
 */
export function SaveBar({
  dirty,
  saving,
  saveLabel,
  onDiscard,
}: {
  dirty: boolean;
  saving: boolean;
  saveLabel: string;
  onDiscard: () => void;
}) {
  return (
    <div className="sticky bottom-0 -mx-4 flex justify-end gap-2 border-t border-slate-200 bg-slate-50/95 px-4 py-3 sm:-mx-6 sm:px-6">
      <Button variant="secondary" disabled={!dirty} onClick={onDiscard}>
        Discard changes
      </Button>
      <Button type="submit" busy={saving} disabled={!dirty}>
        {saveLabel}
      </Button>
    </div>
  );
}
