import type { RawPosting } from '@/lib/posting';

/** A pane between two jobs (loading, or not yet re-rendered) keeps the sidebar on the last posting this long. */
export const GRACE_MS = 2500;
/** The address names another job but the pane still shows the last one's content: wait this long for the pane. */
export const HOLD_MS = 1500;

/** What the background is told about the page (lib/messages.ts checks both). */
export type PageReport = { type: 'page:posting'; raw: RawPosting } | { type: 'page:none'; reason: string; blocked: boolean };

/** What follows a read, done by the reader (lib/content/reader.ts). */
interface ViewEffects {
  /** Read again in `ms`, changing nothing meanwhile: the page is between two states. */
  wait(ms: number): void;
  /** A posting is on show: the sidebar belongs on the page. */
  show(): void;
  /** No posting: the sidebar goes. */
  clear(): void;
  /** For the background, which has not heard this yet. */
  report(message: PageReport): void;
}

interface PostingView {
  /** A read found a posting (already cut to the message's limits). True when the background was told of it. */
  posting(raw: RawPosting, now: number): boolean;
  /** A read found none: a plain page, or a verification page or login wall (`blocked`) at `href`. */
  none(reason: string, blocked: boolean, href: string, now: number): void;
  /** A posting is on show. */
  showing(): boolean;
  /** The job id of the posting shown last: its card on a list page is never hidden (lib/lists). */
  shownId(): string | undefined;
}

/**
 * What the page shows and what the background has heard of it, across the reads of one page. Single-page sites
 * change the address before their pane, and empty the pane between two jobs: neither is taken for the new state
 * until it has lasted (HOLD_MS, GRACE_MS). `onDemand`: the user asked for this read (toolbar click), so a page
 * without a posting is said too.
 */
export function createPostingView(onDemand: boolean, effects: ViewEffects): PostingView {
  /** What the background last heard: a posting's key, a blocked page, '' for none ('asked' forces an answer). */
  let reported = onDemand ? 'asked' : '';
  /** The posting last proposed: its address and what its pane said. */
  let shown: { url: string; content: string } | undefined;
  let shownId: string | undefined;
  let noneSince = 0;
  let held: { url: string; since: number } | undefined;
  return {
    posting(raw, now) {
      noneSince = 0;
      const content = `${raw.title}\n${raw.company}\n${raw.locations.map((l) => l.raw).join('\n')}\n${raw.description.length}`;
      if (shown && raw.url !== shown.url && content === shown.content) {
        // The adapter could not tell: the address names another job, the pane reads exactly as the last one.
        if (held?.url !== raw.url) held = { url: raw.url, since: now };
        const left = HOLD_MS - (now - held.since);
        if (left > 0) {
          effects.wait(left);
          return false;
        }
      }
      held = undefined;
      shown = { url: raw.url, content };
      shownId = raw.externalId;
      const key = `${raw.url}\n${raw.title}\n${raw.description.length}`;
      const tell = key !== reported;
      if (tell) effects.report({ type: 'page:posting', raw });
      reported = key;
      effects.show();
      return tell;
    },
    none(reason, blocked, href, now) {
      if (shown && !blocked) {
        // A pane between two jobs: the sidebar stays on the last posting until the next one renders, or for a while.
        noneSince ||= now;
        const left = GRACE_MS - (now - noneSince);
        if (left > 0) return effects.wait(left);
      }
      noneSince = 0;
      shown = held = undefined;
      // A verification page or login wall is said once (the toolbar shows it); a plain page without a posting
      // is only reported when it replaces one the sidebar was showing.
      const key = blocked ? `blocked\n${href}` : '';
      if (reported !== key && (reported || key)) effects.report({ type: 'page:none', reason, blocked });
      reported = key;
      effects.clear();
    },
    showing: () => shown !== undefined,
    shownId: () => shownId,
  };
}
