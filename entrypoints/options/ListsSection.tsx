import { useState } from 'preact/hooks';
import { useI18n } from '@/components/i18n';
import type { MessageKey } from '@/lib/i18n';
import {
  addBlockEntry,
  CARD_TREATMENTS,
  MAX_BLOCK_ENTRY,
  MAX_BLOCKED_COMPANIES,
  MAX_BLOCKED_KEYWORDS,
  MAX_KEYWORD_ENTRY,
  type BlockEntryError,
  type CardTreatment,
  type ListSettings,
} from '@/lib/lists/settings';
import { listSettingsOf, type Settings } from '@/lib/settings';
import { DismissedJobs } from './DismissedJobs';

type Update = (patch: Partial<Settings>) => Promise<boolean>;

const ERRORS: Record<BlockEntryError, MessageKey> = {
  empty: 'lists_err_empty',
  'too-long': 'lists_err_tooLong',
  duplicate: 'lists_err_duplicate',
  full: 'lists_err_full',
};

/** A block list: the entries with a remove button each, and a field to add one; an empty name is refused with a reason. */
function BlockList(props: {
  id: string;
  legend: MessageKey;
  inputLabel: MessageKey;
  entries: string[];
  max: number;
  longest: number;
  save: (entries: string[]) => void;
}) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [error, setError] = useState<BlockEntryError | null>(null);
  const add = (event: Event) => {
    event.preventDefault();
    const added = addBlockEntry(props.entries, text, props.max, props.longest);
    if ('error' in added) {
      setError(added.error);
      return;
    }
    setError(null);
    setText('');
    props.save(added.list);
  };
  return (
    <fieldset data-testid={`${props.id}-list`}>
      <legend>{t(props.legend)}</legend>
      {props.entries.length === 0 ? (
        <p class="hint">{t('lists_emptyList')}</p>
      ) : (
        <ul class="chips">
          {props.entries.map((entry) => (
            <li class="chip" key={entry}>
              {entry}
              <button
                type="button"
                class="icon"
                aria-label={t('lists_remove', { name: entry })}
                onClick={() => props.save(props.entries.filter((kept) => kept !== entry))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <form class="submit" onSubmit={add}>
        <input
          id={`${props.id}-input`}
          type="text"
          data-testid={`${props.id}-input`}
          placeholder={t(props.inputLabel)}
          aria-label={t(props.inputLabel)}
          value={text}
          aria-invalid={error !== null}
          aria-describedby={error ? `${props.id}-error` : undefined}
          onInput={(e) => setText(e.currentTarget.value)}
        />
        <button type="submit" class="secondary" data-testid={`${props.id}-add`}>
          {t('lists_add')}
        </button>
      </form>
      {error && (
        <p class="error" role="alert" id={`${props.id}-error`} data-testid={`${props.id}-error`}>
          {t(ERRORS[error])}
        </p>
      )}
    </fieldset>
  );
}

const TREATMENT_LABEL: Record<CardTreatment, MessageKey> = { show: 'lists_treat_show', dim: 'lists_treat_dim', hide: 'lists_treat_hide' };
const KINDS: readonly { key: 'seen' | 'applied' | 'dismissed'; label: MessageKey }[] = [
  { key: 'seen', label: 'lists_seen' },
  { key: 'applied', label: 'lists_applied' },
  { key: 'dismissed', label: 'lists_dismissed' },
];

/** How list pages show the jobs the user has seen, applied to or dismissed: one choice each. */
function CardTreatments({ lists, save }: { lists: ListSettings; save: (patch: Partial<ListSettings>) => void }) {
  const { t } = useI18n();
  return (
    <div class="row">
      {KINDS.map(({ key, label }) => (
        <p class="field" key={key}>
          <label for={`lists-${key}`}>{t(label)}</label>
          <select
            id={`lists-${key}`}
            data-testid={`lists-${key}`}
            value={lists[key]}
            onChange={(e) => save({ [key]: e.currentTarget.value as CardTreatment })}
          >
            {CARD_TREATMENTS.map((treatment) => (
              <option key={treatment} value={treatment}>
                {t(TREATMENT_LABEL[treatment])}
              </option>
            ))}
          </select>
        </p>
      ))}
    </div>
  );
}

/** The options page's "Job lists on sites": what list pages do with known, dismissed and blocked jobs. */
export function ListsSection({ settings, update }: { settings: Settings; update: Update }) {
  const { t } = useI18n();
  const lists = listSettingsOf(settings);
  const save = (patch: Partial<ListSettings>) => void update({ lists: { ...lists, ...patch } });
  return (
    <>
      <p class="hint">{t('lists_hint')}</p>
      <CardTreatments lists={lists} save={save} />
      <BlockList
        id="blocked-companies"
        legend="lists_blockedCompanies"
        inputLabel="lists_companyInput"
        entries={lists.blockedCompanies}
        max={MAX_BLOCKED_COMPANIES}
        longest={MAX_BLOCK_ENTRY}
        save={(blockedCompanies) => save({ blockedCompanies })}
      />
      <label class="check">
        <input
          type="checkbox"
          data-testid="block-agencies"
          checked={lists.blockAgencies}
          onChange={(e) => save({ blockAgencies: e.currentTarget.checked })}
        />
        {t('lists_blockAgencies')}
      </label>
      <label class="check">
        <input
          type="checkbox"
          data-testid="block-outsourcing"
          checked={lists.blockOutsourcing}
          onChange={(e) => save({ blockOutsourcing: e.currentTarget.checked })}
        />
        {t('lists_blockOutsourcing')}
      </label>
      <BlockList
        id="blocked-keywords"
        legend="lists_keywords"
        inputLabel="lists_keywordInput"
        entries={lists.blockedKeywords}
        max={MAX_BLOCKED_KEYWORDS}
        longest={MAX_KEYWORD_ENTRY}
        save={(blockedKeywords) => save({ blockedKeywords })}
      />
      <DismissedJobs />
    </>
  );
}
