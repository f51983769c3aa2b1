import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'preact/hooks';
import { Virtualizer, elementScroll, observeElementOffset, observeElementRect, type VirtualizerOptions } from '@tanstack/virtual-core';

interface VirtualListProps {
  count: number;
  /** Every row has this height: no measuring, no layout shift while scrolling 10,000 rows. */
  rowHeight: number;
  /** Height of the scrolling box before it is measured (the first paint shows rows at once). */
  initialHeight: number;
  class?: string;
  /** The element that holds the rows ('ul' for a list, 'div' with role rowgroup for a table). */
  as?: 'ul' | 'div';
  outerProps?: JSX.HTMLAttributes<HTMLDivElement>;
  innerProps?: { class?: string; role?: JSX.AriaRole; 'aria-label'?: string };
  renderRow(index: number, style: JSX.CSSProperties): ComponentChildren;
  /** Told which rows are on screen (with a margin), to fetch the ones it lacks. */
  onRange?(start: number, end: number): void;
  /** Lets the owner scroll a row into view (keyboard navigation). */
  scrollRef?: { current: ((index: number) => void) | null };
}

/** A scrolling list that renders only the rows in view, through @tanstack/virtual-core. */
export function VirtualList(props: VirtualListProps) {
  const { count, rowHeight, initialHeight, renderRow, onRange } = props;
  const scrollElement = useRef<HTMLDivElement>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const options = (): VirtualizerOptions<HTMLDivElement, HTMLElement> => ({
    count,
    getScrollElement: () => scrollElement.current,
    estimateSize: () => rowHeight,
    scrollToFn: elementScroll,
    observeElementRect,
    observeElementOffset,
    overscan: 4,
    initialRect: { width: 0, height: initialHeight },
    onChange: () => rerender(0),
  });
  const virtualizer = useMemo(() => new Virtualizer(options()), []);
  virtualizer.setOptions(options());
  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer._willUpdate());
  if (props.scrollRef) props.scrollRef.current = (index) => virtualizer.scrollToIndex(index, { align: 'auto' });

  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? -1;
  useEffect(() => {
    if (last >= first) onRange?.(first, last);
  }, [first, last, count]);

  const Inner = props.as ?? 'div';
  return (
    <div
      ref={scrollElement}
      class={props.class}
      {...props.outerProps}
      style={{ overflowY: 'auto', contain: 'strict', ...(props.outerProps?.style as object) }}
    >
      <Inner
        {...props.innerProps}
        style={{ position: 'relative', height: `${virtualizer.getTotalSize()}px`, margin: 0, padding: 0, listStyle: 'none' }}
      >
        {items.map((item) =>
          renderRow(item.index, {
            position: 'absolute',
            top: 0,
            left: 0,
            right: 0,
            height: `${rowHeight}px`,
            transform: `translateY(${item.start}px)`,
          }),
        )}
      </Inner>
    </div>
  );
}
