import { translator } from '../i18n';
import type { TabState } from '../messages';

/** The toolbar button of one tab. `title` undefined: the extension's own title. */
export interface Badge {
  text: string;
  color?: string;
  title?: string;
}

const RED = '#c62828';
const AMBER = '#9a6700';
const GREEN = '#1a7f37';

/**
 * The toolbar tells what the page is: a posting with high red flags (⚠, whatever else), a saved posting (✓),
 * or a page that hides it for now (!).
 */
export function badgeOf(state: TabState): Badge {
  if (state.kind === 'blocked') return { text: '!', color: AMBER, title: `Jobsight: ${state.reason}` };
  if (state.kind !== 'posting') return { text: '' };
  const analysis = state.analysis;
  if (analysis?.redFlags.level === 'high') {
    return {
      text: '⚠',
      color: RED,
      title: `${translator(analysis.lang)('redFlags_badgeTitle')}: ${analysis.redFlags.flags[0]?.text ?? ''}`,
    };
  }
  return state.record.status !== 'viewed' ? { text: '✓', color: GREEN } : { text: '' };
}
