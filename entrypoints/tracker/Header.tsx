import { useI18n } from '@/components/i18n';
import { ListTabs, SearchBox } from '@/components/tracker/bits';
import type { RowWindow } from '@/components/tracker/data';

export type View = 'saved' | 'viewed';
export type Mode = 'list' | 'board' | 'charts';

interface HeaderProps {
  view: View;
  onView(view: View): void;
  mode: Mode;
  onMode(mode: Mode): void;
  text: string;
  onText(text: string): void;
  window: Pick<RowWindow, 'loaded' | 'total'>;
}

/** The title, the two lists (saved, viewed), the saved list's layouts, the search and how many match. */
export function Header({ view, onView, mode, onMode, text, onText, window }: HeaderProps) {
  const { t } = useI18n();
  return (
    <header class="tracker-head">
      <h1>{t('tracker_title')}</h1>
      <ListTabs view={view} onView={onView} />
      {view === 'saved' && (
        <div class="tabs" role="group" aria-label={t('tracker_layout')}>
          {(['list', 'board', 'charts'] as const).map((m) => (
            <button
              key={m}
              type="button"
              data-testid={`mode-${m}`}
              aria-pressed={mode === m}
              class={mode === m ? 'tab active' : 'tab'}
              onClick={() => onMode(m)}
            >
              {t(m === 'list' ? 'tracker_modeList' : m === 'board' ? 'tracker_modeBoard' : 'tracker_modeCharts')}
            </button>
          ))}
        </div>
      )}
      <SearchBox class="tracker-search" value={text} onChange={onText} />
      <span class="count" data-testid="count" aria-live="polite">
        {window.loaded ? t('postingCount', { count: window.total }) : ''}
      </span>
    </header>
  );
}
