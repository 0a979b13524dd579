import type { ReactNode } from 'react';
import { CompositeDecorator } from 'draft-js';
import type { ContentBlock, ContentState } from 'draft-js';

/** A range of one block's text to wrap in a `<mark>` with `className`. */
export interface HighlightRange {
  start: number;
  /** Offset just after the range. */
  end: number;
  className: string;
}

/**
 * Finds the ranges to mark in the plain text of one editor block (a paragraph, heading or list
 * item). Pass a stable function, defined at module level or memoized: the editor re-decorates
 * every block whenever it receives a different one, which is also how a caller asks for a
 * fresh check.
 */
export type Highlighter = (plainBlockText: string) => readonly HighlightRange[];

/** The marked ranges of a block by their start; they are within the text and never overlap. */
type BlockMarks = ReadonlyMap<number, HighlightRange>;

function marksOf(highlight: Highlighter, text: string): BlockMarks {
  const marks = new Map<number, HighlightRange>();
  let reached = 0;
  const ranges = highlight(text)
    .filter(({ start, end }) => start >= 0 && end > start && end <= text.length)
    .sort((a, b) => a.start - b.start);
  // Draft cannot nest decorations; of overlapping ranges the one that starts first wins.
  for (const range of ranges) {
    if (range.start < reached) continue;
    marks.set(range.start, range);
    reached = range.end;
  }
  return marks;
}

interface MarkProps {
  children?: ReactNode;
  /** From the decorator: the marks of a block. */
  marksFor: (block: ContentBlock) => BlockMarks;
  // Supplied by draft for every decorated range.
  contentState: ContentState;
  blockKey: string;
  start: number;
}

function Mark({ children, marksFor, contentState, blockKey, start }: MarkProps) {
  const className = marksFor(contentState.getBlockForKey(blockKey)).get(start)?.className;
  return <mark className={className}>{children}</mark>;
}

/**
 * A draft-js decorator that wraps the ranges `highlight` finds in `<mark>` elements. The
 * ranges of a block are computed once per version of the block (blocks are immutable), for
 * draft's strategy and for the marks' classes alike.
 */
export function createHighlightDecorator(highlight: Highlighter): CompositeDecorator {
  const cache = new WeakMap<ContentBlock, BlockMarks>();
  const marksFor = (block: ContentBlock): BlockMarks => {
    let marks = cache.get(block);
    if (!marks) {
      marks = marksOf(highlight, block.getText());
      cache.set(block, marks);
    }
    return marks;
  };
  return new CompositeDecorator([
    {
      strategy: (block, callback) => {
        for (const { start, end } of marksFor(block).values()) callback(start, end);
      },
      component: Mark,
      props: { marksFor },
    },
  ]);
}
