import { companyKey } from '../db/schema';
import type { AnalysisContext, Finding, MarketInput } from './context';
import { formatMoney, median, yearlyMid } from './money';
import type { Market, MarketFigure } from './schema';

/** Below this many comparable postings a median says more about chance than about the market. */
export const MIN_SAMPLE = 5;

function tokens(title: string): Set<string> {
  return new Set(
    title
      .toLowerCase()
      .split(/[^\p{L}\p{N}+#]+/u)
      .flatMap((word) => (/[\u4e00-\u9fff]/.test(word) ? [...word] : [word]))
      .filter((word) => word.length > 1 || /[\u4e00-\u9fff]/.test(word)),
  );
}

function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

/** The market figures from the user's own saved and seen postings, each with its sample size. */
export function computeMarket(ctx: AnalysisContext, input: MarketInput): { market: Market; findings: Finding[] } {
  const { posting, say, family } = ctx;
  const others = input.postings.filter((p) => p.id !== posting.id);
  const city = posting.locations.find((l) => l.city)?.city;
  const country = posting.locations.find((l) => l.country)?.country;
  const currency = posting.salary?.currency;
  const findings: Finding[] = [];

  // Comparable pay: same kind of role in the same city, else the same country, in one currency
  // only: the posting's own, or when it states none, the one most of the comparable postings use.
  const candidates = others.filter((p) => p.roleFamily === family.id && p.yearly !== undefined && p.currency !== undefined);
  const basisCurrency =
    currency ??
    mostCommon(candidates.filter((p) => (city && p.city === city) || (country && p.country === country)).map((p) => p.currency!));
  const sameFamily = candidates.filter((p) => p.currency === basisCurrency);
  const inCity = city ? sameFamily.filter((p) => p.city === city) : [];
  const inCountry = country ? sameFamily.filter((p) => p.country === country) : [];
  const [sample, where] =
    inCity.length >= MIN_SAMPLE
      ? [inCity, city!]
      : inCountry.length >= MIN_SAMPLE
        ? [inCountry, country!]
        : [inCity.length >= inCountry.length ? inCity : inCountry, city ?? country ?? say('anywhere', '所有地区')];
  const basis = say(
    `${family.label.en} · ${where}${basisCurrency ? ` · ${basisCurrency}` : ''}`,
    `${family.label.zh} · ${where}${basisCurrency ? ` · ${basisCurrency}` : ''}`,
  );
  const mid = yearlyMid(posting.salary);
  let salary: MarketFigure;
  if (sample.length < MIN_SAMPLE) {
    salary = {
      sampleSize: sample.length,
      basis,
      text:
        sample.length === 0
          ? say(
              `None of the postings you saved or saw is comparable and gives pay (${basis}) yet: a median takes ${MIN_SAMPLE}.`,
              `你保存或浏览过的职位中还没有带薪资的可比职位（${basis}）：至少 ${MIN_SAMPLE} 个才计算中位数。`,
            )
          : say(
              `Only ${sample.length} comparable posting${sample.length === 1 ? '' : 's'} with pay among those you saved or saw (${basis}): too few for a median; it takes ${MIN_SAMPLE}.`,
              `你保存或浏览过的可比职位（${basis}）只有 ${sample.length} 个带薪资：不足 ${MIN_SAMPLE} 个，暂不计算中位数。`,
            ),
    };
  } else {
    const med = median(sample.map((p) => p.yearly!))!;
    const cur = basisCurrency!;
    if (mid === undefined) {
      salary = {
        sampleSize: sample.length,
        basis,
        value: med,
        text: say(
          `No pay given here; comparable postings have a median of ${formatMoney(med, cur, ctx.lang)} a year (n=${sample.length}, ${basis}).`,
          `本职位未写薪资；可比职位年薪中位数为 ${formatMoney(med, cur, ctx.lang)}（样本 ${sample.length} 个，${basis}）。`,
        ),
      };
    } else {
      const diff = Math.round(((mid - med) / med) * 100);
      const text =
        Math.abs(diff) < 5
          ? say(
              `Pay is at the median of ${sample.length} comparable postings (${formatMoney(med, cur, ctx.lang)} a year, ${basis}).`,
              `薪资与 ${sample.length} 个可比职位的中位数持平（年薪 ${formatMoney(med, cur, ctx.lang)}，${basis}）。`,
            )
          : say(
              `Pay is ${Math.abs(diff)}% ${diff > 0 ? 'above' : 'below'} the median of ${sample.length} comparable postings (${formatMoney(med, cur, ctx.lang)} a year, ${basis}).`,
              `薪资比 ${sample.length} 个可比职位的中位数${diff > 0 ? '高' : '低'} ${Math.abs(diff)}%（中位数年薪 ${formatMoney(med, cur, ctx.lang)}，${basis}）。`,
            );
      salary = { sampleSize: sample.length, basis, value: med, text };
      const delta = Math.max(-20, Math.min(20, Math.round(diff / 2)));
      findings.push({ kind: 'score', dimension: 'pay', delta, reason: text });
      if (diff >= 10) findings.push({ kind: 'pro', text, weight: 7 });
      if (diff <= -10) findings.push({ kind: 'con', text, weight: 7 });
    }
  }

  const key = companyKey(posting.company.name);
  const fromCompany = others.filter((p) => p.company === key);
  const savedFromCompany = fromCompany.filter((p) => p.saved).length;
  const company: MarketFigure = {
    sampleSize: others.length,
    basis: posting.company.name,
    value: fromCompany.length,
    text:
      // The sample is the other postings seen before this one: "the first … (out of 0)" read as a contradiction.
      others.length === 0
        ? say(
            `You have not seen or saved any other posting yet, so there is nothing to compare ${posting.company.name} with.`,
            `你还没有看过或保存其他职位，暂无可与${posting.company.name}比较的记录。`,
          )
        : fromCompany.length === 0
          ? say(
              `None of the ${others.length} other postings you have seen is from ${posting.company.name}.`,
              `你此前浏览的 ${others.length} 个职位中没有${posting.company.name}的。`,
            )
          : say(
              `You have seen ${fromCompany.length} other ${posting.company.name} posting${fromCompany.length === 1 ? '' : 's'} and saved ${savedFromCompany} (out of ${others.length} seen before this one).`,
              `你此前还见过${posting.company.name}的其他 ${fromCompany.length} 个职位，保存了 ${savedFromCompany} 个（此前共浏览 ${others.length} 个）。`,
            ),
  };

  const mySkills = new Set(ctx.skills.map((s) => s.name.toLowerCase()));
  const myTitle = tokens(posting.title);
  const scored = others
    .map((p) => ({
      p,
      similarity:
        Math.round(
          (0.6 * jaccard(mySkills, new Set(p.skills.map((s) => s.toLowerCase()))) + 0.4 * jaccard(myTitle, tokens(p.title))) * 100,
        ) / 100,
    }))
    .filter((s) => s.similarity >= 0.25)
    .sort((a, b) => b.similarity - a.similarity);
  const similar = {
    sampleSize: others.length,
    text: say(
      `${scored.length} similar posting${scored.length === 1 ? '' : 's'} among the ${others.length} you saved or saw.`,
      `在你保存或浏览过的 ${others.length} 个职位中，有 ${scored.length} 个相似职位。`,
    ),
    items: scored.slice(0, 5).map(({ p, similarity }) => ({ id: p.id, title: p.title, company: p.companyName, similarity })),
  };

  const pageFacts = (posting.pageFacts ?? []).map((fact) => ({
    kind: fact.kind,
    value: fact.value,
    text: say(`The page shows: ${fact.raw}`, `页面显示：${fact.raw}`),
  }));
  return { market: { salary, company, similar, pageFacts }, findings };
}
