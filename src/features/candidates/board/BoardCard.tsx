import { HolderOutlined, MoreOutlined, UserOutlined } from '@ant-design/icons';
import { Draggable, type DraggableProvided } from '@hello-pangea/dnd';
import { Dropdown } from 'antd';
import { memo, useEffect, useRef, useState } from 'react';
import { ARCHIVED, type CandidateRow } from '@contract/candidates';
import { fullNameOf } from '../search/CandidateListCard';
import { isLocked } from './boardModel';
import './candidateBoard.css';

/**
 * Where the menus open: in the board's section, so they stay inside the page's landmarks and are
 * not clipped by the scrolling lanes or the cards' containment.
 */
export const menuContainer = (trigger: HTMLElement): HTMLElement =>
  trigger.closest<HTMLElement>('.mb-board') ?? document.body;

export type CardAction = 'view' | 'archive' | 'disassociate' | 'top' | 'bottom';

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

export interface CardProps {
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
export const BoardCard = memo(function BoardCard({ row, index, columnId, onAction }: CardProps) {
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
