import { useEffect, useState } from 'preact/hooks';

/**
 * A number box's text while it is typed in, and what a change does with it: a whole number within [min, max] is
 * committed; an empty box or anything else puts the stored value back, so a stray key never saves nonsense.
 */
export function useNumberDraft(
  stored: number,
  min: number,
  max: number,
  commit: (value: number) => void,
): { text: string; type: (text: string) => void; settle: () => void } {
  const [text, setText] = useState(String(stored));
  useEffect(() => setText(String(stored)), [stored]);
  const settle = () => {
    const value = Math.round(Number(text));
    if (text.trim() !== '' && Number.isFinite(value) && value >= min && value <= max) commit(value);
    else setText(String(stored));
  };
  return { text, type: setText, settle };
}
