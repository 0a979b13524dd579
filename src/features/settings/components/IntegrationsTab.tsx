import { Button, Input, Switch, Typography } from 'antd';
import { useId, useState } from 'react';
import {
  GREENHOUSE_BOARD_TOKEN,
  GREENHOUSE_TOKEN_MESSAGE,
  type GreenhouseIntegration,
} from '@contract/organizations';
import {
  serverMessage,
  useAddGreenhouseIntegrationMutation,
  useDeleteGreenhouseIntegrationMutation,
  useGreenhouseIntegrationsQuery,
  useUpdateGreenhouseIntegrationMutation,
} from '../settingsApi';

/** One board's row: its token (editable inline), Enabled switch, Edit/Save and Delete. */
function IntegrationRow({ nid, row }: { nid: number; row: GreenhouseIntegration }) {
  const [update] = useUpdateGreenhouseIntegrationMutation();
  const [remove] = useDeleteGreenhouseIntegrationMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const blank = editing !== null && editing.trim() === '';
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
          row.greenhouse_board_token
        ) : (
          <Input
            value={editing}
            onChange={(event) => setEditing(event.target.value)}
            onPressEnter={() => void save()}
            aria-label={`Board token ${row.greenhouse_board_token}`}
          />
        )}
      </td>
      <td>
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
  const { data = [] } = useGreenhouseIntegrationsQuery(nid);
  const [add, { isLoading: adding }] = useAddGreenhouseIntegrationMutation();
  const [token, setToken] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const helpId = useId();
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
      setError(serverMessage(failure));
    }
  };
  return (
    <section aria-labelledby="mb-integrations-title" className="mb-settings__tab">
      <Typography.Title level={2} id="mb-integrations-title">
        Integrations
      </Typography.Title>
      <p>Connect your Greenhouse job boards by their board token.</p>
      <table className="mb-settings__table">
        <caption className="mb-visually-hidden">Greenhouse job boards</caption>
        <thead>
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
                aria-describedby={error ? helpId : undefined}
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
            <td>
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
