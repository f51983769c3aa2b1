import { companyKey, type StoredPosting } from '../db/schema';
import type { MarketPosting } from './context';
import { yearlyMid } from './money';
import { roleFamilyOf } from './role-family';
import { textSketch } from './sketch';

/** What the market figures keep of a stored posting: small enough to hold thousands in memory. */
export function toMarketPosting(record: StoredPosting): MarketPosting {
  const { posting } = record;
  const place = posting.locations.find((l) => l.city || l.country);
  const yearly = yearlyMid(posting.salary);
  return {
    id: record.id,
    title: posting.title,
    company: companyKey(posting.company.name),
    companyName: posting.company.name,
    roleFamily: roleFamilyOf(posting).id,
    ...(place?.city ? { city: place.city } : {}),
    ...(place?.country ? { country: place.country } : {}),
    ...(posting.salary?.currency ? { currency: posting.salary.currency } : {}),
    ...(yearly !== undefined ? { yearly } : {}),
    skills: posting.skills,
    saved: record.status !== 'viewed',
    firstSeenAt: posting.firstSeenAt,
    sketch: textSketch(posting.description.text),
  };
}
