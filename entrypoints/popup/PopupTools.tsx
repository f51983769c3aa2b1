import { useI18n } from '@/components/i18n';
import { ListTabs, SearchBox } from '@/components/tracker/bits';
import type { TrackerView } from '@/lib/tracker/types';

export type PopupView = Extract<TrackerView, 'saved' | 'viewed'>;

interface PopupToolsProps {
  text: string;
  onText(text: string): void;
  flaggedOnly: boolean;
  onFlaggedOnly(flaggedOnly: boolean): void;
  view: PopupView;
  onView(view: PopupView): void;
}

/** The search box, the "only red flags" filter and the saved/viewed tabs above the list. */
export function PopupTools({ text, onText, flaggedOnly, onFlaggedOnly, view, onView }: PopupToolsProps) {
  const { t } = useI18n();
  return (
    <div class="popup-tools">
      <SearchBox value={text} onChange={onText} />
      <label class="check small" title={t('redFlags_filterHint')}>
        <input type="checkbox" data-testid="filter-risk" checked={flaggedOnly} onChange={(e) => onFlaggedOnly(e.currentTarget.checked)} />
        {t('redFlags_only')}
      </label>
      <ListTabs view={view} onView={onView} />
    </div>
  );
}
