import { useMemo, useState } from 'preact/hooks';
import { canonicalSkill, skillLabel, suggestSkills } from '@/lib/normalize/skills';
import { parseSkillList } from '@/lib/profile';
import { useI18n } from './i18n';

/** What was typed, as canonical skill names where the taxonomy knows them ("golang" -> "Go"), else as typed. */
export function skillsFromText(text: string): string[] {
  return parseSkillList(text).map((typed) => canonicalSkill(typed) ?? typed);
}

export function addSkills(list: readonly string[], added: readonly string[]): string[] {
  const out = [...list];
  const seen = new Set(list.map((name) => name.toLowerCase()));
  for (const name of added) {
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out.slice(0, 300);
}

interface SkillInputProps {
  skills: readonly string[];
  pending: string;
  onPending(text: string): void;
  onChange(skills: string[]): void;
}

/**
 * The profile's skills: chips, and a combobox (WAI-ARIA 1.2 pattern) that suggests canonical
 * names from the skills taxonomy, in English or Chinese, as the user types. Enter or a comma adds
 * what is highlighted or typed; text left in the box is added when the profile is saved.
 */
export function SkillInput({ skills, pending, onPending, onChange }: SkillInputProps) {
  const { t, lang } = useI18n();
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const query =
    pending
      .split(/[,，、;]/)
      .pop()
      ?.trim() ?? '';
  const suggestions = useMemo(() => {
    if (!query) return [];
    const have = new Set(skills.map((name) => name.toLowerCase()));
    return suggestSkills(query, { limit: 8, language: lang === 'zh' ? 'zh' : 'en' }).filter((s) => !have.has(s.name.toLowerCase()));
  }, [query, skills, lang]);
  const expanded = open && suggestions.length > 0;

  const commit = (names: string[]) => {
    onChange(addSkills(skills, names));
    onPending('');
    setActive(-1);
  };
  const choose = (index: number) => {
    const chosen = suggestions[index];
    if (!chosen) return;
    // Anything typed before the last separator is kept as typed skills too.
    const before = pending.slice(0, pending.length - pending.split(/[,，、;]/).pop()!.length);
    commit([...skillsFromText(before), chosen.name]);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && pending.trim()) {
      event.preventDefault();
      if (expanded && active >= 0) choose(active);
      else commit(skillsFromText(pending));
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Backspace' && !pending && skills.length > 0) {
      onChange(skills.slice(0, -1));
    }
  };

  const onInput = (value: string) => {
    setOpen(true);
    setActive(-1);
    // A comma after a skill adds it; the rest stays to be typed on.
    if (/[,，、;]\s*$/.test(value) && value.replace(/[,，、;\s]/g, '')) commit(skillsFromText(value));
    else onPending(value);
  };

  return (
    <div class="skills">
      <label for="profile-skills">{t('optionsSkillsLabel')}</label>
      <ul class="chips" aria-label={t('optionsYourSkills')} data-testid="profile-skill-list">
        {skills.length === 0 && <li class="muted">{t('optionsNoSkills')}</li>}
        {skills.map((name) => (
          <li key={name} class="chip" data-testid="profile-skill">
            <span>{skillLabel(name, lang)}</span>
            <button
              type="button"
              class="icon"
              aria-label={t('optionsRemoveSkill', { name: skillLabel(name, lang) })}
              onClick={() => onChange(skills.filter((s) => s !== name))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div class="combo">
        <input
          id="profile-skills"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls="skill-suggestions"
          aria-describedby="profile-skills-hint"
          {...(expanded && active >= 0 ? { 'aria-activedescendant': `skill-option-${active}` } : {})}
          data-testid="profile-skills"
          value={pending}
          onInput={(e) => onInput(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
        <ul
          id="skill-suggestions"
          role="listbox"
          aria-label={t('optionsSkillSuggestions')}
          class="suggestions"
          hidden={!expanded}
          data-testid="skill-suggestions"
        >
          {expanded &&
            suggestions.map((suggestion, index) => (
              <li
                key={suggestion.name}
                id={`skill-option-${index}`}
                role="option"
                aria-selected={index === active}
                class={index === active ? 'active' : ''}
                data-testid="skill-suggestion"
                data-name={suggestion.name}
                // Chosen on mousedown, before the input loses focus and closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(index);
                }}
              >
                {suggestion.label}
                {suggestion.matched.toLowerCase() !== suggestion.label.toLowerCase() && <span class="muted"> ({suggestion.matched})</span>}
              </li>
            ))}
        </ul>
      </div>
      <p id="profile-skills-hint" class="hint">
        {t('optionsSkillsHint')}
      </p>
    </div>
  );
}
