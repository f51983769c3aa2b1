import { describe, expect, it } from 'vitest';
import {
  MARK_BATCH,
  SWEEP_WAIT_MS,
  answersOf,
  boxLook,
  counterKey,
  createMarkMemory,
  factsKey,
  fill,
  listChanged,
  nextSweepWait,
  outcomeOf,
  planMark,
  unfilled,
  type CardScene,
  type CardWords,
  type MarkAnswer,
} from '@/lib/content/card-marks';
import { clickOnDrawn, sidebarCovered, type CardDocument, type PageView } from '@/lib/content/drawn';

/**
 * The list-page markers' decisions (lib/content/card-marks.ts) and the clickjacking checks of our own UI
 * (lib/content/drawn.ts), without a browser. tests/unit/markers.test.ts drives the markers on fixture pages;
 * the e2e specs (markers, lists, clickjacking) click them in Chromium.
 */

const WORDS: CardWords = {
  notInterested: 'Not interested',
  hideCompany: 'Hide {company}',
  cancel: 'Cancel',
  undo: 'Undo',
  hidden: '{count} hidden',
  show: 'Show',
  hideAgain: 'Hide again',
  dismissedOne: 'Hidden: not interested',
  blockedOne: 'Blocked: {company}',
  noCompany: 'No company on this card',
};

const scene = (over: Partial<CardScene> = {}): CardScene => ({
  current: undefined,
  revealed: false,
  words: WORDS,
  unfilled: false,
  ...over,
});
const card = { id: '42', company: 'Acme', title: 'Engineer' };

describe('what the background answers', () => {
  it('keeps only well-formed marks, and the words only when every one is there', () => {
    const reply = {
      ok: true,
      marks: [
        { id: '1', label: 'Saved', status: 'saved' },
        { id: 2, label: 'x' },
        { id: '3' },
        { id: '4', label: 'Seen', status: 7 },
        null,
        { id: '5', label: 'Seen' },
      ],
      cardWords: WORDS,
    };
    expect(answersOf(reply)).toEqual({
      marks: [
        { id: '1', label: 'Saved', status: 'saved' },
        { id: '5', label: 'Seen' },
      ],
      words: WORDS,
    });
    const missing = Object.fromEntries(Object.entries(WORDS).filter(([key]) => key !== 'noCompany'));
    expect(answersOf({ ok: true, marks: 'no', cardWords: missing })).toEqual({ marks: [] });
    expect(answersOf({ ok: false, marks: [] })).toBeUndefined();
    expect(answersOf(undefined)).toBeUndefined();
  });

  it('reads an action as changed, unchanged (nothing to undo) or failed', () => {
    expect(outcomeOf({ ok: true, count: 1 })).toBe('changed');
    expect(outcomeOf({ ok: true })).toBe('changed');
    expect(outcomeOf({ ok: true, count: 0 })).toBe('unchanged');
    expect(outcomeOf({ ok: false, error: 'refused' })).toBe('failed');
    expect(outcomeOf(undefined)).toBe('failed');
  });

  it('fills a slot with the page text as written', () => {
    expect(fill('Hide {company}', 'company', 'A$&B $1')).toBe('Hide A$&B $1');
    expect(fill('{count} hidden, {count}', 'count', '3')).toBe('3 hidden, 3');
  });
});

describe("a card's marker", () => {
  it('shows a seen card with its label and the "✕" menu; a saved one without a menu', () => {
    const seen = planMark(card, { id: '42', status: 'viewed', label: 'Seen', treatment: 'show' }, scene());
    expect(seen).toMatchObject({ treatment: 'show', status: 'viewed', label: { text: 'Seen', className: 'viewed' }, controls: 'menu' });
    const saved = planMark(card, { id: '42', status: 'saved', label: 'Saved' }, scene());
    expect(saved).toMatchObject({ treatment: 'show', status: 'saved', controls: 'none' });
    // Never asked about (or nothing known): no label, the menu only.
    expect(planMark(card, null, scene())).toMatchObject({ treatment: 'show', status: undefined, controls: 'menu' });
    expect(planMark(card, null, scene()).label).toBeUndefined();
  });

  it('keeps the posting the tab shows in sight, with no control', () => {
    const hidden: MarkAnswer = { id: '42', status: 'viewed', label: 'Blocked: Acme', treatment: 'hide' };
    expect(planMark(card, hidden, scene())).toMatchObject({ treatment: 'hide', label: { className: 'hidden' }, controls: 'menu' });
    expect(planMark(card, hidden, scene({ current: '42' }))).toMatchObject({
      treatment: 'show',
      label: { className: 'viewed' },
      controls: 'none',
    });
  });

  it('offers the undo on a dismissed card, and no control on a placeholder or without words', () => {
    const dismissed: MarkAnswer = { id: '42', label: 'Not interested', treatment: 'hide', dismissed: true };
    expect(planMark(card, dismissed, scene()).controls).toBe('undo');
    expect(planMark(card, dismissed, scene({ unfilled: true })).controls).toBe('none');
    expect(planMark(card, dismissed, scene({ words: undefined })).controls).toBe('none');
  });

  it('changes its key whenever what is drawn would change', () => {
    const mark: MarkAnswer = { id: '42', status: 'viewed', label: 'Seen', treatment: 'dim' };
    const keys = [
      planMark(card, mark, scene()),
      planMark(card, { ...mark, label: 'Vu' }, scene()),
      planMark(card, { ...mark, treatment: 'hide' }, scene()),
      planMark(card, { ...mark, dismissed: true }, scene()),
      planMark(card, mark, scene({ revealed: true })),
      planMark(card, mark, scene({ unfilled: true })),
      planMark(card, { ...mark, status: 'saved' }, scene()),
    ].map((plan) => plan.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(planMark(card, mark, scene()).key).toBe(planMark({ ...card, title: 'Other' }, mark, scene()).key);
  });

  it('knows a placeholder: the adapter reads a company or title and the card shows neither yet', () => {
    const reads = { company: () => undefined };
    expect(unfilled(reads, { id: '1' })).toBe(true);
    expect(unfilled(reads, { id: '1', title: 'Engineer' })).toBe(false);
    expect(unfilled({}, { id: '1' })).toBe(false);
    expect(factsKey({ id: '1' })).not.toBe(factsKey({ id: '1', company: 'Acme' }));
  });

  it('draws a hidden card dimmed while the user revealed them', () => {
    expect(boxLook('hide', false)).toBe('hide');
    expect(boxLook('hide', true)).toBe('dim');
    expect(boxLook('dim', true)).toBe('dim');
    expect(boxLook('show', true)).toBe('show');
  });

  it('takes the counter away when nothing is hidden and nothing can be undone', () => {
    expect(counterKey(0, false, undefined, WORDS)).toBeUndefined();
    expect(counterKey(0, false, 'Hidden: not interested', WORDS)).toBeDefined();
    expect(counterKey(2, false, undefined, WORDS)).not.toBe(counterKey(2, true, undefined, WORDS));
    expect(counterKey(2, false, undefined, WORDS)).not.toBe(counterKey(3, false, undefined, WORDS));
  });
});

describe('the sweeps of a list', () => {
  it('back off while a list changes without new cards, and come back on new ones', () => {
    let wait = SWEEP_WAIT_MS;
    const waits = [0, 0, 0, 0, 0, 0, 3, 0].map((read) => (wait = nextSweepWait(read, wait)));
    expect(waits).toEqual([600, 1200, 2400, 2400, 2400, 2400, SWEEP_WAIT_MS, 600]);
  });

  it('sweep for a removed card or an added node of the page, not for our own markers', () => {
    const node = (nodeName: string) => ({ nodeName });
    expect(listChanged([{ addedNodes: [node('JOBSIGHT-MARK'), node('JOBSIGHT-COUNTER')], removedNodes: [] }])).toBe(false);
    expect(listChanged([{ addedNodes: [], removedNodes: [node('JOBSIGHT-MARK')] }])).toBe(true);
    expect(
      listChanged([
        { addedNodes: [node('JOBSIGHT-MARK')], removedNodes: [] },
        { addedNodes: [node('LI')], removedNodes: [] },
      ]),
    ).toBe(true);
    expect(listChanged([])).toBe(false);
  });

  it('asks in batches, one at a time, remembers what each card showed, and stops when no answer comes', async () => {
    const asked: number[] = [];
    const memory = createMarkMemory(async (batch) => {
      asked.push(batch.length);
      return batch.filter((facts) => Number(facts.id) % 2 === 0).map((facts) => ({ id: facts.id, status: 'saved', label: 'Saved' }));
    });
    const cards = Array.from({ length: 450 }, (_, i) => ({ id: String(i) }));
    await memory.askAll(cards);
    expect(asked).toEqual([MARK_BATCH, MARK_BATCH, 50]);
    expect(memory.get({ id: '2' })).toMatchObject({ status: 'saved' });
    expect(memory.get({ id: '3' })).toBeNull();
    // The same id showing more (a filled placeholder) is news.
    expect(memory.has({ id: '2', company: 'Acme' })).toBe(false);
    memory.clear();
    expect(memory.has({ id: '2' })).toBe(false);

    let calls = 0;
    const silent = createMarkMemory(async () => (++calls === 1 ? undefined : []));
    await silent.askAll(cards);
    expect(calls).toBe(1);
    expect(silent.has({ id: '0' })).toBe(false);
  });
});

/** Elements as the checks see them: a parent chain, a box, and a computed style each. */
interface FakeElement {
  parentElement: FakeElement | null;
  box: { left: number; right: number; top: number; bottom: number; width: number };
  style: { opacity: string; filter: string; transform: string; clipPath: string; maskImage: string; visibility: string };
  getBoundingClientRect(): FakeElement['box'];
}

function element(parent: FakeElement | null, style: Partial<FakeElement['style']> = {}): FakeElement {
  const made: FakeElement = {
    parentElement: parent,
    box: { left: 880, right: 1280, top: 0, bottom: 900, width: 400 },
    style: { opacity: '1', filter: 'none', transform: 'none', clipPath: 'none', maskImage: 'none', visibility: 'visible', ...style },
    getBoundingClientRect: () => made.box,
  };
  return made;
}

function view(topmost: FakeElement | null): PageView {
  return {
    innerWidth: 1280,
    innerHeight: 900,
    getComputedStyle: (node) => (node as unknown as FakeElement).style as unknown as CSSStyleDeclaration,
    document: { elementFromPoint: () => topmost as unknown as Element },
  };
}

const asElement = (node: FakeElement) => node as unknown as Element;

describe('clickjacking: the sidebar host as drawn', () => {
  it('is in sight at the right edge, on top, under plain ancestors', () => {
    const html = element(null);
    const host = element(html);
    expect(sidebarCovered(asElement(host), view(host))).toBe(false);
  });

  it('is covered when moved, under another element, or under a faded, transformed or clipped ancestor', () => {
    const html = element(null);
    const host = element(html);
    host.box = { ...host.box, right: 1000 };
    expect(sidebarCovered(asElement(host), view(host))).toBe(true);
    const placed = element(html);
    expect(sidebarCovered(asElement(placed), view(element(null)))).toBe(true);
    for (const style of [
      { opacity: '0.5' },
      { transform: 'scale(1.01)' },
      { clipPath: 'inset(1px)' },
      { maskImage: 'url(x)' },
      { filter: 'blur(1px)' },
    ]) {
      const faded = element(null, style);
      const inside = element(faded);
      expect(sidebarCovered(asElement(inside), view(inside)), JSON.stringify(style)).toBe(true);
    }
  });
});

describe("clickjacking: a card control's click", () => {
  const click = { isTrusted: true, detail: 1, clientX: 10, clientY: 10 };
  const doc = (topmost: FakeElement | null): CardDocument => ({
    elementFromPoint: view(topmost).document.elementFromPoint,
    defaultView: view(topmost),
  });

  it("refuses a script's click, and takes the keyboard's", () => {
    const host = element(element(null));
    expect(clickOnDrawn(asElement(host), { ...click, isTrusted: false }, doc(host), () => false)).toBe(false);
    expect(clickOnDrawn(asElement(host), { ...click, detail: 0 }, doc(null), () => false)).toBe(true);
  });

  it('takes a pointer click only on our host as drawn, our own dimming aside', () => {
    const cardBox = element(element(null), { opacity: '0.45' });
    const host = element(cardBox);
    expect(clickOnDrawn(asElement(host), click, doc(element(null)), () => false)).toBe(false);
    expect(clickOnDrawn(asElement(host), click, doc(host), () => false)).toBe(false);
    expect(clickOnDrawn(asElement(host), click, doc(host), (node) => node === asElement(cardBox))).toBe(true);
    const underHidden = element(element(null, { visibility: 'hidden' }));
    expect(clickOnDrawn(asElement(underHidden), click, doc(underHidden), () => false)).toBe(false);
    const filtered = element(null, { filter: 'opacity(0.1)' });
    const underFilter = element(filtered);
    expect(clickOnDrawn(asElement(underFilter), click, doc(underFilter), () => false)).toBe(false);
    // Many slightly faded layers add up.
    const layered = element(element(element(null, { opacity: '0.96' }), { opacity: '0.96' }), { opacity: '0.96' });
    expect(clickOnDrawn(asElement(layered), click, doc(layered), () => false)).toBe(false);
  });
});
