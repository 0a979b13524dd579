import { Button, Input, Switch, Typography } from 'antd';
import { formatDayTime, formatTime } from '@/components/dates/dates';
import { useEffect, useId, useState } from 'react';
import {
  GREENHOUSE_BOARD_TOKEN,
  GREENHOUSE_TOKEN_MESSAGE,
  GREENHOUSE_TOKEN_WHERE,
  type GreenhouseIntegration,
} from '@contract/organizations';
import {
  useAddGreenhouseIntegrationMutation,
  useDeleteGreenhouseIntegrationMutation,
  useGreenhouseIntegrationsQuery,
  useSyncGreenhouseIntegrationMutation,
  useUpdateGreenhouseIntegrationMutation,
} from '../settingsApi';
import { serverMessage, SOMETHING_WENT_WRONG } from '@/api/errors';

const SYNC_LABELS: Record<NonNullable<GreenhouseIntegration['sync_state']>, string> = {
  running: 'Syncing…',
  retrying: 'Could not sync',
  ok: 'Synced',
  quota: 'Synced in part',
  not_found: 'Board not found',
  failed: 'Sync failed',
};

/**
 * When the board was last synced and how it went (the import of its jobs); while a failed try
 * waits for the next, what went wrong and when it is tried again.
 */
function SyncStatus({ row }: { row: GreenhouseIntegration }) {
  if (!row.sync_state) return null;
  const state = row.sync_state;
  const problem = ['retrying', 'quota', 'not_found', 'failed'].includes(state);
  let text = SYNC_LABELS[state];
  if (state === 'retrying') {
    text += `: ${row.sync_message ?? ''}`;
    if (row.next_try) text += ` Trying again at ${formatTime(row.next_try)}.`;
  } else if (state !== 'running') {
    if (row.last_synced) text += ` ${formatDayTime(row.last_synced)}`;
    if (row.sync_message) text += `: ${row.sync_message}`;
  }
  return (
    <div
      className={`mb-settings__sync${problem ? ' mb-settings__sync--problem' : ''}`}
      role="status"
    >
      {text}
    </div>
  );
}

/** One board's row: its token (editable inline), Enabled switch, Edit/Save and Delete. */
function IntegrationRow({ nid, row }: { nid: number; row: GreenhouseIntegration }) {
  const [update] = useUpdateGreenhouseIntegrationMutation();
  const [remove] = useDeleteGreenhouseIntegrationMutation();
  const [sync, syncing] = useSyncGreenhouseIntegrationMutation();
  const [editing, setEditing] = useState<string | null>(null);
  // Why the last "Sync now" was refused (pressed again within the minute, switched off …).
  const [syncRefused, setSyncRefused] = useState<string | null>(null);
  const blank = editing !== null && editing.trim() === '';
  const syncNow = async () => {
    try {
      await sync({ nid, id: row.id }).unwrap();
      setSyncRefused(null);
    } catch (failure) {
      setSyncRefused(serverMessage(failure) ?? SOMETHING_WENT_WRONG);
    }
  };
  const save = async () => {
    if (editing === null || blank) return;
    try {
      await update({
        nid,
        id: row.id,
        integration: { greenhouse_board_token: editing.trim() },
      }).unwrap();
      setEditing(null);
    } catch {
      // Spec 02 §8: update failures are not shown; the typed token stays in the field.
    }
  };
  return (
    <tr>
      <td>
        {editing === null ? (
          <>
            {row.greenhouse_board_token}
            <SyncStatus row={row} />
            {syncRefused ? (
              <div role="alert" className="mb-settings__sync mb-settings__sync--problem">
                {syncRefused}
              </div>
            ) : null}
          </>
        ) : (
          <Input
            value={editing}
            onChange={(event) => setEditing(event.target.value)}
            onPressEnter={() => void save()}
            aria-label={`Board token ${row.greenhouse_board_token}`}
          />
        )}
      </td>
      <td data-label="Enabled">
        <Switch
          checked={row.enabled === 1}
          onChange={(checked) =>
            void update({ nid, id: row.id, integration: { enabled: checked ? 1 : 0 } })
          }
          aria-label={`Enabled: ${row.greenhouse_board_token}`}
        />
      </td>
      <td className="mb-settings__actions">
        {editing === null ? (
          <Button size="small" onClick={() => setEditing(row.greenhouse_board_token)}>
            Edit
          </Button>
        ) : (
          <>
            <Button size="small" type="primary" disabled={blank} onClick={() => void save()}>
              Save
            </Button>
            <Button size="small" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </>
        )}
        <Button
          size="small"
          loading={syncing.isLoading || row.sync_state === 'running'}
          disabled={row.enabled !== 1 || row.sync_state === 'retrying'}
          onClick={() => void syncNow()}
          aria-label={`Sync now: ${row.greenhouse_board_token}`}
        >
          Sync now
        </Button>
        <Button
          size="small"
          danger
          onClick={() => void remove({ nid, id: row.id })}
          aria-label={`Delete ${row.greenhouse_board_token}`}
        >
          Delete
        </Button>
      </td>
    </tr>
  );
}

/**
 * Integrations (spec 02 §2, §5, §8): the Greenhouse board tokens with inline add, edit and
 * delete. Save is disabled while the token is blank; an add failure shows under the input and
 * editing the field clears it.
 */
export function IntegrationsTab({ nid }: { nid: number }) {
  const [running, setRunning] = useState(false);
  // While a board syncs (or waits to be tried again), the list is asked again every two seconds.
  const { data = [] } = useGreenhouseIntegrationsQuery(nid, {
    pollingInterval: running ? 2000 : 0,
  });
  const anyRunning = data.some(
    (row) => row.sync_state === 'running' || row.sync_state === 'retrying',
  );
  useEffect(() => setRunning(anyRunning), [anyRunning]);
  const [add, { isLoading: adding }] = useAddGreenhouseIntegrationMutation();
  const [token, setToken] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const helpId = useId();
  const whereId = useId();
  const trimmed = token.trim();
  const submit = async () => {
    if (trimmed === '') return;
    if (!GREENHOUSE_BOARD_TOKEN.test(trimmed)) return setError(GREENHOUSE_TOKEN_MESSAGE);
    try {
      await add({
        nid,
        integration: { greenhouse_board_token: trimmed, enabled: enabled ? 1 : 0 },
      }).unwrap();
      setToken('');
      setEnabled(true);
    } catch (failure) {
      setError(serverMessage(failure) ?? SOMETHING_WENT_WRONG);
    }
  };
  return (
    <section aria-labelledby="mb-integrations-title" className="mb-settings__tab">
      <Typography.Title level={2} id="mb-integrations-title">
        Integrations
      </Typography.Title>
      <p>
        Connect your Greenhouse job boards by their board token. The published jobs of an enabled
        board are imported at once, then every half hour, and count against your job quota.
      </p>
      <p id={whereId}>{GREENHOUSE_TOKEN_WHERE}</p>
      <table className="mb-settings__table mb-settings__table--stacked">
        <caption className="mb-visually-hidden">Greenhouse job boards</caption>
        <thead className="mb-visually-hidden-narrow">
          <tr>
            <th scope="col">Greenhouse Board Token</th>
            <th scope="col">Enabled</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {data.map((row) => (
            <IntegrationRow key={row.id} nid={nid} row={row} />
          ))}
          <tr>
            <td>
              <Input
                value={token}
                placeholder="your-board-token"
                status={error ? 'error' : undefined}
                aria-label="New Greenhouse board token"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${helpId} ${whereId}` : whereId}
                onChange={(event) => {
                  setToken(event.target.value);
                  setError(null);
                }}
                onPressEnter={() => void submit()}
              />
              {error ? (
                <div id={helpId} className="mb-settings__error">
                  {error}
                </div>
              ) : null}
            </td>
            <td data-label="Enabled">
              <Switch checked={enabled} onChange={setEnabled} aria-label="Enable the new board" />
            </td>
            <td>
              <Button
                type="primary"
                size="small"
                disabled={trimmed === ''}
                loading={adding}
                onClick={() => void submit()}
              >
                Add
              </Button>
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
