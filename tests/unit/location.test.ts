import { describe, expect, it } from 'vitest';
import type { Location, RawLocation } from '@/lib/posting';
import { parseLocation, splitPlaces } from '@/lib/normalize/location';
import { countryCode } from '@/lib/normalize/places';

type Place = Omit<Location, 'raw'>;

describe('parseLocation', () => {
  it.each<readonly [string, Place]>([
    // shared/reference/extraction.md §19.3: LinkedIn.
    ['Melbourne, Victoria, Australia', { city: 'Melbourne', region: 'VIC', country: 'AU' }],
    ['San Francisco, CA', { city: 'San Francisco', region: 'CA', country: 'US' }],
    ['Seoul, South Korea', { city: 'Seoul', country: 'KR' }],
    ['Brazil', { country: 'BR' }],
    ['Warsaw Metropolitan Area', { city: 'Warsaw', country: 'PL' }],
    ['New York City Metropolitan Area', { city: 'New York City', country: 'US' }],
    ['Cologne, North Rhine-Westphalia, Germany (Hybrid)', { city: 'Cologne', region: 'North Rhine-Westphalia', country: 'DE' }],
    ['EMEA (Remote)', { region: 'EMEA' }],
    ['Munich, Bavaria, Germany (Remote)', { city: 'Munich', region: 'Bavaria', country: 'DE' }],
    ['Chicago, IL (On-site)', { city: 'Chicago', region: 'IL', country: 'US' }],
    // Indeed.
    ['Camberwell VIC 3124', { city: 'Camberwell', region: 'VIC', country: 'AU' }],
    ['Sydney NSW 2000', { city: 'Sydney', region: 'NSW', country: 'AU' }],
    // Greenhouse, Lever, Ashby, Built In.
    ['CA Remote (BC & ON only)', { country: 'CA' }],
    ['International Remote', {}],
    ['NYC (Remote)', { city: 'NYC', country: 'US' }],
    ['Remote - US', { country: 'US' }],
    ['Remote, US', { country: 'US' }],
    ['Remote (Canada)', { country: 'CA' }],
    ['Remote', {}],
    ['UK (Remote)', { country: 'GB' }],
    ['Albania (Remote)', { country: 'AL' }],
    ['28 Locations', {}],
    // Workday.
    ['US-CA-Santa-Clara', { city: 'Santa Clara', region: 'CA', country: 'US' }],
    ['US-Remote', { country: 'US' }],
    ['China-Shanghai', { city: 'Shanghai', country: 'CN' }],
    ['Global-Headquarters--Chicago-USA', { country: 'US' }],
    // Chinese boards: Liepin, 51job, BOSS.
    ['深圳-龙华区', { city: '深圳', region: '龙华区', country: 'CN' }],
    ['厦门-思明区', { city: '厦门', region: '思明区', country: 'CN' }],
    ['上海-浦东新区', { city: '上海', region: '浦东新区', country: 'CN' }],
    ['北京·朝阳区', { city: '北京', region: '朝阳区', country: 'CN' }],
    ['深圳·南山区·科技园', { city: '深圳', region: '南山区', country: 'CN' }],
    ['杭州', { city: '杭州', country: 'CN' }],
    ['【北京】', { city: '北京', country: 'CN' }],
    ['杭州滨江区新华三集团大厦', { city: '杭州', region: '滨江区', country: 'CN' }],
    ['上海市', { city: '上海', country: 'CN' }],
    ['香港', { city: '香港', country: 'HK' }],
    // Other common shapes.
    ['Seattle, WA, United States', { city: 'Seattle', region: 'WA', country: 'US' }],
    ['Seattle, Washington, United States', { city: 'Seattle', region: 'WA', country: 'US' }],
    ['Denver, CO, US', { city: 'Denver', region: 'CO', country: 'US' }],
    ['Washington, DC', { city: 'Washington', region: 'DC', country: 'US' }],
    ['Toronto, ON', { city: 'Toronto', region: 'ON', country: 'CA' }],
    ['London, England, United Kingdom', { city: 'London', region: 'England', country: 'GB' }],
    ['Bengaluru, Karnataka, India', { city: 'Bengaluru', region: 'Karnataka', country: 'IN' }],
    ['Shanghai, China', { city: 'Shanghai', country: 'CN' }],
    ['Berlin', { city: 'Berlin', country: 'DE' }],
    ['Greater Seattle Area', { city: 'Seattle', country: 'US' }],
    ['San Francisco Bay Area', { city: 'San Francisco Bay Area', country: 'US' }],
    ['Singapore', { country: 'SG' }],
    // Two capitals after a known city name its country, otherwise a state.
    ['Bengaluru, IN', { city: 'Bengaluru', country: 'IN' }],
    ['Toronto, CA', { city: 'Toronto', country: 'CA' }],
    ['Indianapolis, IN', { city: 'Indianapolis', region: 'IN', country: 'US' }],
    // Several places in one string: none is picked (splitPlaces separates them).
    ['San Francisco, CA; New York, NY', {}],
    ['北京/上海', {}],
  ])('%s', (raw, expected) => {
    expect(parseLocation({ raw })).toEqual({ raw, ...expected });
  });

  it.each<readonly [RawLocation, Place]>([
    // JSON-LD PostalAddress: the page's own fields win, country names become codes.
    [{ raw: 'Camberwell VIC 3124', city: 'Camberwell', region: 'VIC', country: 'AU' }, { city: 'Camberwell', region: 'VIC', country: 'AU' }],
    [{ raw: 'Austin, Texas', city: 'Austin', region: 'Texas', country: 'United States' }, { city: 'Austin', region: 'TX', country: 'US' }],
    [{ raw: 'Hangzhou', city: 'Hangzhou' }, { city: 'Hangzhou', country: 'CN' }],
  ])('given fields %j', (input, expected) => {
    expect(parseLocation(input)).toEqual({ raw: input.raw, ...expected });
  });

  it('gives nothing for an empty place', () => {
    expect(parseLocation({ raw: '  ' })).toBeUndefined();
  });
});

describe('splitPlaces', () => {
  it.each<readonly [string, readonly string[]]>([
    ['San Francisco, CA; New York, NY', ['San Francisco, CA', 'New York, NY']],
    ['NYC or Remote - US', ['NYC', 'Remote - US']],
    ['London | Berlin', ['London', 'Berlin']],
    ['北京/上海', ['北京', '上海']],
    ['北京、上海、深圳', ['北京', '上海', '深圳']],
    ['CA Remote (BC & ON only)', ['CA Remote (BC & ON only)']],
    ['Melbourne, Victoria, Australia', ['Melbourne, Victoria, Australia']],
  ])('%s', (text, expected) => {
    expect(splitPlaces(text)).toEqual(expected);
  });
});

describe('countryCode', () => {
  it.each<readonly [string, string | undefined]>([
    ['United States', 'US'],
    ['USA', 'US'],
    ['U.S.', 'US'],
    ['中国', 'CN'],
    ['Deutschland', 'DE'],
    ['gb', 'GB'],
    ['Narnia', undefined],
  ])('%s', (name, expected) => {
    expect(countryCode(name)).toBe(expected);
  });
});
