import { formatDay } from '@/components/dates/dates';
import { Alert, Button, Empty, Modal, Radio, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import * as Yup from 'yup';
import {
  MAX_SAVED_SEARCHES,
  savedSearchJobsPath,
  type AlertFrequency,
  type SavedSearch,
} from '@contract/savedSearches';
import { serverMessage, SOMETHING_WENT_WRONG } from '@/api/errors';
import { useReferenceData } from '@/api/referenceApi';
import {
  useDeleteSavedSearchMutation,
  useSavedSearchesQuery,
  useUpdateSavedSearchMutation,
} from '@/api/savedSearchesApi';
import { paths } from '@/app/paths';
import { useFeedback } from '@/components/feedback/useFeedback';
import { TextField } from '@/components/form/TextField';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { describeJobSearch, filtersOfSavedQuery } from './describeSearch';
import { DialogForm, FREQUENCY_NOTE, FREQUENCY_OPTIONS, nameRule } from './savedSearchForm';
import './alerts.css';

const day = formatDay;

const nameSchema = Yup.object({ name: nameRule });

/** Renaming a saved search; a failed save keeps the dialog and what she typed. */
function RenameDialog(props: { search: SavedSearch | null; onClose(): void }) {
  const [update] = useUpdateSavedSearchMutation();
  const feedback = useFeedback();
  const { search } = props;
  return (
    <DialogForm
      open={search !== null}
      title="Rename the search"
      initialValues={{ name: search?.name ?? '' }}
      validationSchema={nameSchema}
      submitLabel="Save name"
      onSubmit={async ({ name }) => {
        if (!search) return;
        const saved = await update({ id: search.id, name: name.trim() }).unwrap();
        feedback.successToast(`Renamed to “${saved.name}”`);
      }}
      onClose={props.onClose}
    >
      <TextField name="name" label="Name" required />
    </DialogForm>
  );
}

/** One saved search: what it finds, its results, how often it is mailed, rename and delete. */
function SavedSearchItem(props: { search: SavedSearch; onRename(): void; onDelete(): void }) {
  const { search } = props;
  const reference = useReferenceData();
  const [update, updating] = useUpdateSavedSearchMutation();
  const feedback = useFeedback();
  const filters = filtersOfSavedQuery(search.query);
  const parts = filters ? describeJobSearch(filters, reference) : null;
  const headingId = `mb-saved-search-${search.id}`;

  const changeFrequency = async (frequency: AlertFrequency) => {
    try {
      await update({ id: search.id, frequency }).unwrap();
      feedback.successToast(
        frequency === 'none'
          ? `No more emails for “${search.name}”`
          : `“${search.name}”: ${frequency} emails`,
      );
    } catch (error) {
      feedback.notice('error', serverMessage(error) ?? SOMETHING_WENT_WRONG);
    }
  };

  return (
    <li className="mb-saved-search" aria-labelledby={headingId}>
      <div className="mb-saved-search__head">
        <h2 id={headingId} className="mb-saved-search__name">
          {search.name}
        </h2>
        <Link to={savedSearchJobsPath(search.query)} aria-label={`Show jobs for ${search.name}`}>
          Show jobs
        </Link>
      </div>
      <p className="mb-saved-search__what">
        {parts === null
          ? 'One of its filters is no longer offered; open it and save it again.'
          : parts.length > 0
            ? parts.join(' · ')
            : 'All jobs, with no filters'}
      </p>
      <div className="mb-saved-search__alerts">
        <Radio.Group
          aria-label={`Email for ${search.name}`}
          optionType="button"
          buttonStyle="solid"
          options={FREQUENCY_OPTIONS}
          value={search.frequency}
          disabled={updating.isLoading}
          onChange={(event) => void changeFrequency(event.target.value as AlertFrequency)}
        />
        <span className="mb-saved-search__when">
          {search.last_mailed ? `Last emailed on ${day(search.last_mailed)}` : 'Not emailed yet'}
        </span>
      </div>
      <div className="mb-saved-search__actions">
        <Button onClick={props.onRename} aria-label={`Rename ${search.name}`}>
          Rename
        </Button>
        <Button danger onClick={props.onDelete} aria-label={`Delete ${search.name}`}>
          Delete
        </Button>
      </div>
    </li>
  );
}

/**
 * `/saved-searches` (candidates): her saved job searches, each with a link to its results, how
 * often it is mailed (No email, Daily, Weekly), rename and delete.
 */
export function SavedSearchesPage() {
  usePageTitle('Saved searches');
  const searches = useSavedSearchesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [deleteSearch] = useDeleteSavedSearchMutation();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const feedback = useFeedback();

  const confirmDelete = (search: SavedSearch) =>
    modal.confirm({
      title: `Delete the saved search “${search.name}”?`,
      content: 'Its emails stop. The jobs stay in Job Search.',
      okText: 'Delete',
      cancelText: 'Keep it',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const { message } = await deleteSearch(search.id).unwrap();
          feedback.successToast(message);
        } catch (error) {
          feedback.notice('error', serverMessage(error) ?? SOMETHING_WENT_WRONG);
        }
      },
    });

  let content;
  if (searches.isError) {
    content = (
      <Alert
        type="error"
        title="Your saved searches could not be loaded."
        action={<Button onClick={() => void searches.refetch()}>Try again</Button>}
      />
    );
  } else if (!searches.data) {
    content = (
      <div role="status" aria-label="Loading" className="mb-saved-searches__state">
        <Spin />
      </div>
    );
  } else if (searches.data.length === 0) {
    content = (
      <Empty description="You have no saved searches yet. In Job Search, choose your filters and then Save search.">
        <Link to={paths.jobs}>Go to Job Search</Link>
      </Empty>
    );
  } else {
    content = (
      <ul className="mb-saved-searches__list" aria-label="Saved searches">
        {searches.data.map((search) => (
          <SavedSearchItem
            key={search.id}
            search={search}
            onRename={() => setRenaming(search)}
            onDelete={() => confirmDelete(search)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="mb-saved-searches-title" className="mb-saved-searches">
      <Typography.Title level={1} id="mb-saved-searches-title">
        Saved searches
      </Typography.Title>
      <Typography.Paragraph>
        {FREQUENCY_NOTE} You can keep up to {MAX_SAVED_SEARCHES} searches.
      </Typography.Paragraph>
      {content}
      <RenameDialog search={renaming} onClose={() => setRenaming(null)} />
      {modalHolder}
    </section>
  );
}
