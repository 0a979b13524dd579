import { PlusOutlined } from '@ant-design/icons';
import { DragDropContext, Droppable, type DropResult } from '@hello-pangea/dnd';
import { Alert, Button, Checkbox, Input, Modal, Spin, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ACCEPTED,
  CANDIDATE_MESSAGES,
  MAX_COLUMN_TITLE,
  columnTitleOf,
  newColumnProblem,
  type BoardState,
  type CandidateBoard,
  type CandidateRow,
} from '@contract/candidates';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { candidatePaths, FROM_BOARD } from '../candidatePaths';
import { fullNameOf } from '../search/CandidateListCard';
import { useCandidateAccess } from '../useCandidateAccess';
import { useDisassociateCandidateMutation } from './boardApi';
import { boardCsv, downloadCsv } from './boardCsv';
import {
  addColumn,
  archive,
  deleteColumn,
  moveCard,
  moveColumn,
  moveWithin,
  removeCard,
  setHidden,
  visibleColumns,
} from './boardModel';
import { useBoard } from './useBoard';
import { type CardAction } from './BoardCard';
import { BoardColumn } from './BoardColumn';

/** Two cards' details are the same when every field is the same value. */
function sameRow(a: CandidateRow, b: CandidateRow): boolean {
  const keys = Object.keys(a) as (keyof CandidateRow)[];
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => a[key] === b[key] || JSON.stringify(a[key]) === JSON.stringify(b[key]))
  );
}

/**
 * The cards' details by node id. Each answer of the server (every save answers the whole board)
 * keeps the details that did not change as the objects they were, and the whole map when none
 * did: the cards are memoised, so only a card whose details changed renders again.
 */
function useSharedRows(board: CandidateBoard | undefined): Map<number, CandidateRow> {
  const last = useRef(new Map<number, CandidateRow>());
  return useMemo(() => {
    const before = last.current;
    const byNid = new Map<number, CandidateRow>();
    let same = true;
    for (const column of Object.values(board?.columns ?? {}))
      for (const row of column.candidates) {
        const nid = Number(row.node_id);
        const was = before.get(nid);
        const kept = was !== undefined && sameRow(was, row);
        byNid.set(nid, kept ? was : row);
        if (!kept) same = false;
      }
    last.current = same && byNid.size === before.size ? before : byNid;
    return last.current;
  }, [board]);
}

/** The board as shown: only cards whose details the server sent. */
function shownBoard(board: BoardState, rows: Map<number, CandidateRow>): BoardState {
  const unknown = (column: BoardState['columns'][string]) =>
    column.candidates.some((nid) => !rows.has(nid));
  if (!Object.values(board.columns).some(unknown)) return board;
  const columns: BoardState['columns'] = {};
  for (const [id, column] of Object.entries(board.columns))
    columns[id] = unknown(column)
      ? { ...column, candidates: column.candidates.filter((nid) => rows.has(nid)) }
      : column;
  return { ...board, columns };
}

/**
 * `/candidates/board` (spec 02 §2, §3, §4): the organization's candidates in columns. Cards and
 * columns move by mouse or keyboard (space to lift, arrows, space to drop) within the drag
 * rules; the menus archive, disassociate and reorder cards, hide, download and delete columns;
 * checkboxes show and hide columns; a new column is added by title. Every change is saved.
 */
export function CandidateBoardPage() {
  usePageTitle('Candidates Board');
  const navigate = useNavigate();
  const { orgNid } = useCandidateAccess();
  const { server, board, change } = useBoard(orgNid);
  const [disassociate] = useDisassociateCandidateMutation();
  const [title, setTitle] = useState('');
  // What waits for a yes: the two menu actions that cannot be taken back.
  const [confirming, setConfirming] = useState<
    { kind: 'disassociate'; row: CandidateRow } | { kind: 'delete'; id: string } | null
  >(null);

  const rows = useSharedRows(server.data);
  const shown = useMemo(() => (board ? shownBoard(board, rows) : null), [board, rows]);

  // The menus' handlers stay the same functions from render to render (the cards are memoised);
  // they read the board of the latest render.
  const latest = useRef({ shown, rows });
  latest.current = { shown, rows };
  const onCard = useCallback(
    (action: CardAction, row: CandidateRow) => {
      const current = latest.current.shown;
      if (!current) return;
      const apply = (next: BoardState) => change(next, current);
      const nid = Number(row.node_id);
      if (action === 'view') navigate(candidatePaths.profile(row.node_uuid), { state: FROM_BOARD });
      else if (action === 'archive') apply(archive(current, nid));
      else if (action === 'top' || action === 'bottom') apply(moveWithin(current, nid, action));
      else setConfirming({ kind: 'disassociate', row });
    },
    [change, navigate],
  );
  const onColumn = useCallback(
    (action: 'hide' | 'download' | 'delete', id: string) => {
      const { shown: current, rows: known } = latest.current;
      if (!current) return;
      if (action === 'hide') change(setHidden(current, id, true), current);
      else if (action === 'delete') setConfirming({ kind: 'delete', id });
      else
        downloadCsv(
          boardCsv(
            current.columns[ACCEPTED].candidates.map((nid) => known.get(nid) as CandidateRow),
          ),
        );
    },
    [change],
  );

  if (!shown) {
    return server.isError ? (
      <Alert
        type="error"
        showIcon
        title="The board could not be loaded."
        action={<Button onClick={() => void server.refetch()}>Try again</Button>}
      />
    ) : (
      <div role="status" aria-label="Loading the board" className="mb-candidates__state">
        <Spin size="large" />
      </div>
    );
  }

  const apply = (next: BoardState) => change(next, shown);

  const confirmed = () => {
    if (confirming?.kind === 'disassociate') {
      const nid = Number(confirming.row.node_id);
      apply(removeCard(shown, nid));
      // Spec 02 §8: a failed disassociate is not shown; the next load shows the card again.
      disassociate({ orgNid, nodeId: nid }).catch(() => undefined);
    } else if (confirming?.kind === 'delete' && shown.columns[confirming.id]) {
      apply(deleteColumn(shown, confirming.id));
    }
    setConfirming(null);
  };
  const deleting = confirming?.kind === 'delete' ? shown.columns[confirming.id] : null;

  const onDragEnd = (result: DropResult) => {
    const { source, destination, type } = result;
    if (!destination) return;
    if (type === 'COLUMN') apply(moveColumn(shown, source.index, destination.index));
    else
      apply(
        moveCard(
          shown,
          { columnId: source.droppableId, index: source.index },
          { columnId: destination.droppableId, index: destination.index },
        ),
      );
  };

  const problem = newColumnProblem(title, Object.keys(shown.columns));
  const add = () => {
    if (problem !== null) return;
    apply(addColumn(shown, title));
    setTitle('');
  };
  const visible = visibleColumns(shown);
  const empty = rows.size === 0;

  return (
    <section className="mb-board" aria-labelledby="mb-board-title">
      <Typography.Title level={1} id="mb-board-title">
        Candidates Board
      </Typography.Title>
      <div className="mb-board__tools">
        <fieldset className="mb-board__columns">
          <legend>Columns</legend>
          {shown.columnsOrder.map((id) => (
            <Checkbox
              key={id}
              checked={!shown.hiddenColumns.includes(id)}
              onChange={(event) => apply(setHidden(shown, id, !event.target.checked))}
            >
              {shown.columns[id].title}
            </Checkbox>
          ))}
        </fieldset>
        <form
          className="mb-board__add"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <label htmlFor="mb-board-new-column">New column</label>
          <div className="mb-board__add-row">
            <Input
              id="mb-board-new-column"
              value={title}
              maxLength={MAX_COLUMN_TITLE}
              status={title !== '' && problem ? 'error' : undefined}
              aria-describedby="mb-board-new-column-help"
              onChange={(event) => setTitle(event.target.value)}
            />
            <Button
              htmlType="submit"
              type="primary"
              icon={<PlusOutlined aria-hidden="true" />}
              disabled={problem !== null}
            >
              Add
            </Button>
          </div>
          <span id="mb-board-new-column-help" className="mb-board__help" aria-live="polite">
            {title !== '' && problem ? problem : title.trim() ? `Adds ${columnTitleOf(title)}` : ''}
          </span>
        </form>
      </div>
      {empty ? <Alert type="info" showIcon title={CANDIDATE_MESSAGES.emptyBoard} /> : null}
      <Modal
        open={confirming !== null}
        title={
          confirming?.kind === 'disassociate'
            ? `Disassociate ${fullNameOf(confirming.row)}?`
            : `Delete the column ${deleting?.title ?? ''}?`
        }
        okText={confirming?.kind === 'disassociate' ? 'Disassociate' : 'Delete column'}
        okButtonProps={{ danger: true }}
        cancelText="Cancel"
        onOk={confirmed}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {confirming?.kind === 'disassociate'
            ? `${fullNameOf(confirming.row)} leaves your board, and your organization no longer sees her profile in full. Seeing it again takes a new introduction.`
            : `Its ${deleting?.candidates.length ?? 0} ${deleting?.candidates.length === 1 ? 'candidate goes' : 'candidates go'} back to ACCEPTED.`}
        </p>
      </Modal>
      <DragDropContext onDragEnd={onDragEnd}>
        <Droppable droppableId="board" type="COLUMN" direction="horizontal">
          {(provided) => (
            <div ref={provided.innerRef} {...provided.droppableProps} className="mb-board__lanes">
              {visible.map((id, index) => (
                <BoardColumn
                  key={id}
                  id={id}
                  index={index}
                  title={shown.columns[id].title}
                  candidates={shown.columns[id].candidates}
                  rows={rows}
                  onCard={onCard}
                  onColumn={onColumn}
                />
              ))}
              {provided.placeholder}
            </div>
          )}
        </Droppable>
      </DragDropContext>
    </section>
  );
}
