import { HolderOutlined, MoreOutlined } from '@ant-design/icons';
import { Draggable, Droppable } from '@hello-pangea/dnd';
import { Button, Dropdown } from 'antd';
import { memo } from 'react';
import { ACCEPTED, type CandidateRow } from '@contract/candidates';
import { isCustomColumn } from './boardModel';
import { BoardCard, menuContainer, type CardProps } from './BoardCard';

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

export const BoardColumn = memo(function BoardColumn(props: ColumnProps) {
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
