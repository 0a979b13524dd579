import { HolderOutlined, MoreOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import {
  DragDropContext,
  Draggable,
  Droppable,
  type DraggableProvided,
  type DropResult,
} from '@hello-pangea/dnd';
import { Alert, Button, Checkbox, Dropdown, Input, Modal, Spin, Typography } from 'antd';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ACCEPTED,
  ARCHIVED,
  CANDIDATE_MESSAGES,
  MAX_COLUMN_TITLE,
  columnTitleOf,
  newColumnProblem,
  type BoardState,
  type CandidateRow,
} from '@contract/candidates';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { candidatePaths } from '../candidatePaths';
import { fullNameOf } from '../search/CandidateListCard';
import { useCandidateAccess } from '../useCandidateAccess';
import { useDisassociateCandidateMutation } from './boardApi';
import { boardCsv, downloadCsv } from './boardCsv';
import {
  addColumn,
  archive,
  deleteColumn,
  isCustomColumn,
  isLocked,
  moveCard,
  moveColumn,
  moveWithin,
  removeCard,
  setHidden,
  visibleColumns,
} from './boardModel';
import { useBoard } from './useBoard';
import './candidateBoard.css';

/**
 * Where the menus open: in the board's section, so they stay inside the page's landmarks and are
 * not clipped by the scrolling lanes or the cards' containment.
 */
const menuContainer = (trigger: HTMLElement): HTMLElement =>
  trigger.closest<HTMLElement>('.mb-board') ?? document.body;

type CardAction = 'view' | 'archive' | 'disassociate' | 'top' | 'bottom';

/** Spec 02 §2: the card menu, without what the card's column forbids. */
function cardMenu(columnId: string) {
  const locked = isLocked(columnId);
  return [
    locked ? null : { key: 'view', label: 'View Profile' },
    locked || columnId === ARCHIVED ? null : { key: 'archive', label: 'Archive' },
    { key: 'disassociate', label: 'Disassociate', danger: true },
    { key: 'top', label: 'Move to Top' },
    { key: 'bottom', label: 'Move to Bottom' },
  ].filter((item) => item !== null);
}

interface CardProps {
  row: CandidateRow;
  index: number;
  columnId: string;
  onAction(action: CardAction, row: CandidateRow, columnId: string): void;
}

/*
 * A card's icons, made once: React skips an element it is given again, so the hundreds of cards
 * a move shifts by one place do not render their icons again.
 */
const HANDLE_ICON = <HolderOutlined aria-hidden="true" />;
const NO_PICTURE = (
  <span className="mb-board-card__pic" aria-hidden="true">
    <UserOutlined />
  </span>
);
const MORE_ICON = <MoreOutlined aria-hidden="true" />;

interface CardMenuProps {
  name: string;
  row: CandidateRow;
  columnId: string;
  onAction: CardProps['onAction'];
}

/**
 * The card's menu button. The dropdown is made on first use: a board of hundreds of cards then
 * renders hundreds of plain buttons, not hundreds of popup managers. Memoised: a card that only
 * changed place keeps its menu as it is.
 */
const CardMenu = memo(function CardMenu(props: CardMenuProps) {
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The button is a new element inside the dropdown: keep the focus on it.
    if (made) button.current?.focus();
  }, [made]);
  const trigger = (
    <button
      ref={button}
      type="button"
      className="mb-board-card__more"
      aria-label={`Actions for ${props.name}`}
      aria-haspopup="menu"
      aria-expanded={open}
      onClick={() => {
        // The first click makes the dropdown and opens it; from then on the dropdown's own click
        // trigger opens and closes it. Toggling here as well undid its toggle once it had been
        // closed by Escape, a click outside or an action, so the menu never opened again.
        if (made) return;
        setMade(true);
        setOpen(true);
      }}
    >
      {MORE_ICON}
    </button>
  );
  if (!made) return trigger;
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      getPopupContainer={menuContainer}
      menu={{
        items: cardMenu(props.columnId),
        onClick: ({ key }) => {
          setOpen(false);
          props.onAction(key as CardAction, props.row, props.columnId);
        },
      }}
    >
      {trigger}
    </Dropdown>
  );
});

/** One candidate on the board; memoised so a move re-renders only the cards that moved. */
const BoardCard = memo(function BoardCard({ row, index, columnId, onAction }: CardProps) {
  const name = fullNameOf(row);
  const locked = isLocked(columnId);
  return (
    <Draggable draggableId={row.node_id} index={index} isDragDisabled={locked}>
      {(provided: DraggableProvided, snapshot) => (
        <li
          ref={provided.innerRef}
          {...provided.draggableProps}
          className={`mb-board-card${snapshot.isDragging ? ' mb-board-card--dragging' : ''}`}
        >
          <div {...provided.dragHandleProps} className="mb-board-card__handle">
            {locked ? null : HANDLE_ICON}
            {row.field_profile_picture ? (
              <img className="mb-board-card__pic" src={row.field_profile_picture} alt="" />
            ) : (
              NO_PICTURE
            )}
            <span className="mb-board-card__text">
              <span className="mb-board-card__name">{name}</span>
              {row.field_current_role ? (
                <span className="mb-board-card__meta">{row.field_current_role}</span>
              ) : null}
              {row.field_location ? (
                <span className="mb-board-card__meta">{row.field_location}</span>
              ) : null}
            </span>
          </div>
          <CardMenu name={name} row={row} columnId={columnId} onAction={onAction} />
        </li>
      )}
    </Draggable>
  );
});

interface ColumnProps {
  id: string;
  title: string;
  index: number;
  /** The column's node ids; the same array while the column does not change. */
  candidates: number[];
  rows: Map<number, CandidateRow>;
  onCard: CardProps['onAction'];
  onColumn(action: 'hide' | 'download' | 'delete', id: string): void;
}

const BoardColumn = memo(function BoardColumn(props: ColumnProps) {
  const { id, title, index, candidates } = props;
  const rows = candidates.map((nid) => props.rows.get(nid) as CandidateRow);
  const items = [
    { key: 'hide', label: 'Hide' },
    id === ACCEPTED ? { key: 'download', label: 'Download' } : null,
    isCustomColumn(id) ? { key: 'delete', label: 'Delete', danger: true } : null,
  ].filter((item) => item !== null);
  return (
    <Draggable draggableId={`column:${id}`} index={index}>
      {(provided) => (
        <section
          ref={provided.innerRef}
          {...provided.draggableProps}
          className="mb-board-column"
          aria-labelledby={`mb-board-column-${id}`}
        >
          <header className="mb-board-column__header">
            <span
              {...provided.dragHandleProps}
              className="mb-board-column__handle"
              aria-label={`Move column ${title}`}
            >
              <HolderOutlined aria-hidden="true" />
            </span>
            <h2 id={`mb-board-column-${id}`} className="mb-board-column__title">
              {title} <span className="mb-board-column__count">({rows.length})</span>
            </h2>
            <Dropdown
              trigger={['click']}
              getPopupContainer={menuContainer}
              menu={{
                items,
                onClick: ({ key }) => props.onColumn(key as 'hide' | 'download' | 'delete', id),
              }}
            >
              <Button
                type="text"
                size="small"
                icon={<MoreOutlined aria-hidden="true" />}
                aria-label={`Actions for column ${title}`}
              />
            </Dropdown>
          </header>
          <Droppable droppableId={id} type="CARD">
            {(drop, snapshot) => (
              <ul
                ref={drop.innerRef}
                {...drop.droppableProps}
                className={`mb-board-column__cards${snapshot.isDraggingOver ? ' mb-board-column__cards--over' : ''}`}
                aria-label={`Candidates in ${title}`}
              >
                {rows.map((row, i) => (
                  <BoardCard
                    key={row.node_id}
                    row={row}
                    index={i}
                    columnId={id}
                    onAction={props.onCard}
                  />
                ))}
                {drop.placeholder}
              </ul>
            )}
          </Droppable>
        </section>
      )}
    </Draggable>
  );
});

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

  const rows = useMemo(() => {
    const byNid = new Map<number, CandidateRow>();
    for (const column of Object.values(server.data?.columns ?? {}))
      for (const row of column.candidates) byNid.set(Number(row.node_id), row);
    return byNid;
  }, [server.data]);
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
      if (action === 'view') navigate(candidatePaths.profile(row.node_uuid));
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
        message="The board could not be loaded."
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
      {empty ? <Alert type="info" showIcon message={CANDIDATE_MESSAGES.emptyBoard} /> : null}
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
