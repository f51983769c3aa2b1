import { useState } from 'preact/hooks';
import { useI18n } from '@/components/i18n';
import { readCvFile, readPastedText } from '@/components/runtime/cv-readers';
import { proposeProfile, type CvErrorCode, type CvProposal, type CvReadResult } from '@/lib/cv';
import type { MessageKey } from '@/lib/i18n';
import { CvProposals, type CvProposalRow } from './CvProposals';

/** What the user ticked, ready for the profile form (which still waits for Save). */
export interface CvChoice {
  skills: string[];
  yearsOfExperience?: number;
  education?: string;
  places: string[];
  languages: string[];
}

const ERRORS: Record<CvErrorCode, MessageKey> = {
  'too-big': 'cv_err_tooBig',
  password: 'cv_err_password',
  broken: 'cv_err_broken',
  'zip-bomb': 'cv_err_zipBomb',
  'not-docx': 'cv_err_notDocx',
  empty: 'cv_err_empty',
};

interface Row extends CvProposalRow {
  apply(choice: CvChoice): void;
}

function rowsOf(proposal: CvProposal, educationLabel: (level: string) => string, yearsLabel: (years: number) => string): Row[] {
  const rows: Row[] = [];
  for (const skill of proposal.skills)
    rows.push({
      key: `skill:${skill.value}`,
      group: 'skills',
      text: skill.label,
      evidence: skill.evidence,
      apply: (c) => void c.skills.push(skill.value),
    });
  const years = proposal.yearsOfExperience;
  if (years)
    rows.push({
      key: 'years',
      group: 'years',
      text: yearsLabel(years.value),
      evidence: years.evidence,
      apply: (c) => void (c.yearsOfExperience = years.value),
    });
  const education = proposal.education;
  if (education)
    rows.push({
      key: 'education',
      group: 'education',
      text: educationLabel(education.value),
      evidence: education.evidence,
      apply: (c) => void (c.education = education.value),
    });
  for (const place of proposal.places)
    rows.push({
      key: `place:${place.value}`,
      group: 'places',
      text: place.value,
      evidence: place.evidence,
      apply: (c) => void c.places.push(place.value),
    });
  for (const language of proposal.languages)
    rows.push({
      key: `language:${language.value}`,
      group: 'languages',
      text: language.value,
      evidence: language.evidence,
      apply: (c) => void c.languages.push(language.value),
    });
  return rows;
}

/** The state the CV import's parts share: the pasted text, the read in progress, its proposals and what is ticked. */
function useCvImport(onApply: (choice: CvChoice) => void) {
  const { t, lang } = useI18n();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CvErrorCode | null>(null);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [applied, setApplied] = useState<number | null>(null);

  const propose = (result: CvReadResult) => {
    if (!result.ok) {
      setError(result.code);
      setRows(null);
      return;
    }
    const proposal = proposeProfile(result.text, lang);
    setError(null);
    setTicked(new Set());
    setApplied(null);
    setRows(
      rowsOf(
        proposal,
        (level) => t(`education_${level}` as MessageKey),
        (years) => t('cv_years', { years }),
      ),
    );
  };

  const readFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setBusy(true);
    try {
      propose(await readCvFile(file));
    } catch {
      propose({ ok: false, code: 'broken' });
    } finally {
      setBusy(false);
    }
  };

  const apply = () => {
    if (!rows) return;
    const choice: CvChoice = { skills: [], places: [], languages: [] };
    const chosen = rows.filter((row) => ticked.has(row.key));
    for (const row of chosen) row.apply(choice);
    onApply(choice);
    setApplied(chosen.length);
  };

  const toggle = (key: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const tickAll = () => setTicked(new Set(rows?.map((row) => row.key)));

  return { text, setText, busy, error, rows, ticked, applied, propose, readFile, apply, toggle, tickAll };
}
type CvImportState = ReturnType<typeof useCvImport>;

/**
 * "Fill in from your CV": pasted text, or a PDF or DOCX read in this page. Jobsight proposes skills,
 * years, education, places and languages, each with the CV line it read it from; the user ticks what
 * is right and the ticked items go into the form below, which still waits for Save.
 */
export function CvImport({ onApply }: { onApply(choice: CvChoice): void }) {
  const { t } = useI18n();
  const cv = useCvImport(onApply);
  const { error, rows, applied } = cv;
  return (
    <section class="cv-import" aria-labelledby="cv-heading" data-testid="cv-import">
      <h3 id="cv-heading">{t('cv_title')}</h3>
      <p class="hint">{t('cv_hint')}</p>
      <CvInput cv={cv} />
      {error && (
        <p class="error" role="alert" data-testid="cv-error">
          {t(ERRORS[error])}
        </p>
      )}
      {rows && rows.length === 0 && (
        <p class="hint" role="status" data-testid="cv-nothing">
          {t('cv_nothing')}
        </p>
      )}
      {rows && rows.length > 0 && (
        <CvProposals rows={rows} ticked={cv.ticked} onToggle={cv.toggle} onTickAll={cv.tickAll} onApply={cv.apply} />
      )}
      {applied !== null && (
        <p class="hint" role="status" data-testid="cv-applied">
          {t('cv_applied', { count: applied })}
        </p>
      )}
    </section>
  );
}

/** Where a CV comes in: pasted text, or a file picked and read in this page. */
function CvInput({ cv }: { cv: CvImportState }) {
  const { t } = useI18n();
  const { text, busy } = cv;
  return (
    <>
      <p class="field">
        <label for="cv-text">{t('cv_paste')}</label>
        <textarea id="cv-text" data-testid="cv-text" rows={4} value={text} onInput={(e) => cv.setText(e.currentTarget.value)} />
      </p>
      <p class="submit">
        <button
          type="button"
          class="secondary"
          data-testid="cv-read-text"
          disabled={busy || !text.trim()}
          onClick={() => cv.propose(readPastedText(text))}
        >
          {t('cv_readText')}
        </button>
        <label class="file-button secondary">
          {t('cv_pickFile')}
          <input
            type="file"
            data-testid="cv-file"
            accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            disabled={busy}
            onChange={(e) => void cv.readFile(e.currentTarget)}
          />
        </label>
        {busy && <span role="status">{t('cv_reading')}</span>}
      </p>
    </>
  );
}
