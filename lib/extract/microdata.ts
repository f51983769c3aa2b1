import { collapseSpaces, decodeEntities } from './text';
import { textOf } from './dom';
import type { Found } from './types';
import type { RawLocation, RawSalaryData } from '../posting';

const POSTING_SCOPE = '[itemscope][itemtype*="schema.org/JobPosting" i]';

/** The value of an itemprop element, as the microdata spec reads it. */
function itemValue(el: Element): string | undefined {
  const tag = el.localName;
  let value: string | null | undefined;
  if (tag === 'meta') value = el.getAttribute('content');
  else if (tag === 'a' || tag === 'link' || tag === 'area') value = el.getAttribute('href');
  else if (tag === 'img' || tag === 'source' || tag === 'audio' || tag === 'video') value = el.getAttribute('src');
  else if (tag === 'time') value = el.getAttribute('datetime') ?? el.textContent;
  else if (tag === 'data' || tag === 'meter') value = el.getAttribute('value');
  else value = el.getAttribute('content') ?? textOf(el);
  const text = value ? collapseSpaces(decodeEntities(value)) : '';
  return text || undefined;
}

/** itemprop elements that belong to this scope, not to a nested item. */
function ownProps(scope: Element, name: string): Element[] {
  return Array.from(scope.querySelectorAll(`[itemprop~="${name}"]`)).filter((el) => {
    const owner = el.parentElement?.closest('[itemscope]');
    return owner === scope;
  });
}

function prop(scope: Element, name: string): string | undefined {
  for (const el of ownProps(scope, name)) {
    const value = itemValue(el);
    if (value) return value;
  }
  return undefined;
}

function nestedProp(scope: Element, outer: string, inner: string): string | undefined {
  for (const el of ownProps(scope, outer)) {
    if (el.hasAttribute('itemscope')) {
      const value = prop(el, inner);
      if (value) return value;
    } else {
      const value = itemValue(el);
      if (value) return value;
    }
  }
  return undefined;
}

function toNumber(value: string | undefined): number | undefined {
  const cleaned = value?.replace(/[,\s]/g, '');
  return cleaned && /^\d+(?:\.\d+)?$/.test(cleaned) ? Number(cleaned) : undefined;
}

/** baseSalary as a MonetaryAmount whose value is a nested QuantitativeValue, a plain value, or a bare number. */
function salaryOf(scope: Element): RawSalaryData | undefined {
  const money = ownProps(scope, 'baseSalary')[0];
  if (!money) return undefined;
  const amount = money.hasAttribute('itemscope') ? money : undefined;
  const valueEl = amount ? ownProps(amount, 'value')[0] : undefined;
  const quantity = valueEl?.hasAttribute('itemscope') ? valueEl : undefined;
  const read = (name: string) => (quantity ? prop(quantity, name) : undefined) ?? (amount ? prop(amount, name) : undefined);
  const single = toNumber(quantity ? prop(quantity, 'value') : valueEl ? itemValue(valueEl) : amount ? undefined : itemValue(money));
  const min = toNumber(read('minValue')) ?? single;
  const max = toNumber(read('maxValue')) ?? single;
  if (min === undefined && max === undefined) return undefined;
  const currency = (amount ? prop(amount, 'currency') : undefined) ?? prop(scope, 'salaryCurrency');
  const unit = read('unitText');
  return {
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    ...(currency ? { currency } : {}),
    ...(unit ? { unit } : {}),
  };
}

/** A schema.org JobPosting written as microdata (SmartRecruiters and many career pages). */
export function readMicrodata(doc: Document): Found | undefined {
  const scopes = Array.from(doc.querySelectorAll(POSTING_SCOPE));
  if (scopes.length !== 1) return undefined;
  const scope = scopes[0]!;
  const locations: RawLocation[] = [];
  for (const el of ownProps(scope, 'jobLocation')) {
    const address = el.querySelector('[itemprop~="address"]') ?? el;
    const city =
      prop(address, 'addressLocality') ?? address.querySelector('[itemprop~="addressLocality"]')?.getAttribute('content') ?? undefined;
    const region = prop(address, 'addressRegion') ?? undefined;
    const country = prop(address, 'addressCountry') ?? undefined;
    const parts = [city, region, country].filter((p): p is string => Boolean(p));
    const raw = parts.join(', ') || (el.hasAttribute('itemscope') ? undefined : itemValue(el));
    if (raw) locations.push({ raw, ...(city ? { city } : {}), ...(region ? { region } : {}), ...(country ? { country } : {}) });
  }
  const descriptionEl = ownProps(scope, 'description')[0];
  const lines = (name: string) =>
    ownProps(scope, name)
      .flatMap((el) => textOf(el).split('\n'))
      .filter(Boolean);
  const org = ownProps(scope, 'hiringOrganization').find((el) => el.hasAttribute('itemscope'));
  return {
    title: prop(scope, 'title') ?? prop(scope, 'name'),
    company: nestedProp(scope, 'hiringOrganization', 'name'),
    companyUrl: org ? (prop(org, 'sameAs') ?? prop(org, 'url')) : undefined,
    locations,
    workModeHints: ownProps(scope, 'jobLocationType')
      .map(itemValue)
      .filter((v): v is string => Boolean(v)),
    employmentTypeHints: ownProps(scope, 'employmentType')
      .map(itemValue)
      .filter((v): v is string => Boolean(v)),
    postedText: prop(scope, 'datePosted'),
    validThroughText: prop(scope, 'validThrough'),
    description: descriptionEl ? textOf(descriptionEl) : undefined,
    sectionHints: {
      responsibilities: lines('responsibilities'),
      requirements: [...lines('qualifications'), ...lines('experienceRequirements')],
      benefits: lines('jobBenefits'),
    },
    salaryData: salaryOf(scope),
    educationText: prop(scope, 'educationRequirements'),
    experienceText: prop(scope, 'experienceRequirements'),
    companyIndustry: prop(scope, 'industry'),
  };
}
