import { Button } from 'antd';
import { useState, type ComponentType } from 'react';
import type { JobSearchFilters } from '@contract/jobFilters';
import { useFeedback } from '@/components/feedback/useFeedback';
import type { SaveSearchDialog as Dialog } from './SaveSearchDialog';

type DialogProps = Parameters<typeof Dialog>[0];

/** The dialog and its form code (Formik, Yup), fetched once, when first wanted. */
const loadDialog = () =>
  import(/* webpackChunkName: "save-search" */ './SaveSearchDialog').then(
    (module) => module.SaveSearchDialog,
  );

/**
 * "Save search" on /jobs. The dialog (SaveSearchDialog) is not part of the page's download: it
 * is fetched when the pointer or the focus reaches the button, and the button shows it loading
 * until it is there. A failed fetch is reported, and the next press tries again.
 */
export function SaveSearchButton({ filters }: { filters: JobSearchFilters }) {
  const [SaveSearch, setSaveSearch] = useState<ComponentType<DialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const feedback = useFeedback();

  const prefetch = () => void loadDialog().catch(() => undefined);
  const openDialog = async () => {
    setLoading(true);
    try {
      const dialog = await loadDialog();
      setSaveSearch(() => dialog);
      setOpen(true);
    } catch {
      feedback.notice(
        'error',
        'Save search could not be opened. Check your connection and try again.',
      );
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button
        onClick={() => void openDialog()}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        loading={loading}
      >
        Save search
      </Button>
      {SaveSearch ? (
        <SaveSearch filters={filters} open={open} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
