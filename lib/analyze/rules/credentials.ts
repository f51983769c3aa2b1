import type { Finding, Rule } from '../context';
import { CREDENTIALS, GOOD_TO_HAVE } from '../knowledge/credentials';
import { findTerms } from '../knowledge/find';

/** "No CDL needed", "无需健康证": a credential the posting waives is not one to bring. */
const WAIVED =
  /\bnot (?:required|needed|necessary)|\bno [\w' -]{0,30}(?:needed|required|necessary)|we (?:will|can) (?:certify|train|pay for)|无需|不需要|不要求|不限/i;

/**
 * The licences, certificates and checks the posting asks for (lib/analyze/knowledge/credentials.ts), named
 * in its own words as a list to have ready: they are what they are, never "a project where you did this".
 */
export const rule: Rule = {
  id: 'credentials',
  evaluate(ctx) {
    const { say } = ctx;
    // The requirements' own words first: they say it most exactly ("Valid Class A CDL", not the title's "CDL-A").
    // Where the posting has requirements, a credential named elsewhere is someone else's ("paired with a
    // licensed plumber"), except in the title.
    const pool =
      ctx.requirements.length > 0 ? [...ctx.requirements, ...ctx.sentences.filter((s) => s.text === ctx.posting.title)] : ctx.sentences;
    const found = findTerms(pool, CREDENTIALS, (sentence) => sentence.section === 'benefits' || WAIVED.test(sentence.text));
    if (found.length === 0) return [];
    const name = ({ term, words }: (typeof found)[number]) => {
      const label = say(term.label.en, term.label.zh);
      return label.toLowerCase().includes(words.toLowerCase()) ? label : say(`${label} (“${words}”)`, `${label}（“${words}”）`);
    };
    // "优先", "an asset", "or be willing to get one", "we can arrange": good to have, or got after joining.
    // A drug screen or a background check is run by the employer after an offer: expected, not brought.
    const checks = found.filter((f) => f.term.kind === 'check' && f.term.id !== 'driving-record').slice(0, 3);
    const held = found.filter((f) => !checks.includes(f));
    // Judged in its own clause: "需持健康证上岗，执业药师优先" makes only the pharmacist's licence a plus.
    const clauseOf = (f: (typeof found)[number]) =>
      f.line.split(/[;；。]|[,，](?=[^,，]{4,})/).find((part) => part.includes(f.words)) ?? f.line;
    const goodToHave = (f: (typeof found)[number]) => GOOD_TO_HAVE.test(clauseOf(f));
    const needed = held.filter((f) => !goodToHave(f)).slice(0, 5);
    const helpful = held.filter(goodToHave).slice(0, 3);
    const parts = [
      ...(needed.length > 0
        ? [
            say(
              `Have these in hand before you apply, as the posting asks for them: ${needed.map(name).join('; ')}.`,
              `投递前备好职位要求的证件与审查：${needed.map(name).join('；')}。`,
            ),
          ]
        : []),
      ...(helpful.length > 0
        ? [
            say(
              `Good to have, or to get once hired, as the posting says: ${helpful.map(name).join('; ')}.`,
              `加分项或入职后可办理：${helpful.map(name).join('；')}。`,
            ),
          ]
        : []),
      ...(checks.length > 0
        ? [
            say(
              `Expect these checks before you start: ${checks.map(name).join('; ')}.`,
              `入职前会有这些审查：${checks.map(name).join('；')}。`,
            ),
          ]
        : []),
    ];
    const first = (needed[0] ?? helpful[0] ?? checks[0])!;
    const findings: Finding[] = [
      {
        kind: 'strategy',
        id: 'credentials-ready',
        text: parts.join(' '),
        why: say(`The posting names them: “${first.line.slice(0, 120)}”`, `职位写明：“${first.line.slice(0, 80)}”`),
        weight: needed.length > 0 ? 8 : 5,
      },
    ];
    return findings;
  },
};
