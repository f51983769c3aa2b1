import { describe, expect, it } from 'vitest';
import type { Location, RawLocation } from '@/lib/posting';
import { parseLocation, splitPlaces, withCountryHint } from '@/lib/normalize/location';
import { countryCode } from '@/lib/normalize/places';

type Place = Omit<Location, 'raw'>;

describe('parseLocation', () => {
  it.each<readonly [string, Place]>([
    // docs/sites.md §19.3: LinkedIn.
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
    // Workday's region path: the world region and the street are not the city (issue 28).
    ['AMER - Canada - Quebec - Montreal - 10 Rue Duke', { city: 'Montreal', region: 'QC', country: 'CA' }],
    ['EMEA - Germany - Munich', { city: 'Munich', country: 'DE' }],
    ['APAC - India - Bengaluru - Whitefield', { city: 'Bengaluru', region: 'Whitefield', country: 'IN' }],
    ['US-Remote', { country: 'US' }],
    ['China-Shanghai', { city: 'Shanghai', country: 'CN' }],
    ['Global-Headquarters--Chicago-USA', { country: 'US' }],
    // Issue 10: the country first, then the city (and a region or district on either side).
    ['China, Shanghai', { city: 'Shanghai', country: 'CN' }],
    ['中国, 上海', { city: '上海', country: 'CN' }],
    ['中国, 上海市', { city: '上海', country: 'CN' }],
    ['中国·上海', { city: '上海', country: 'CN' }],
    ['中国上海', { city: '上海', country: 'CN' }],
    ['中国-深圳-南山区', { city: '深圳', region: '南山区', country: 'CN' }],
    ['Germany, Berlin', { city: 'Berlin', country: 'DE' }],
    ['Australia - Sydney', { city: 'Sydney', country: 'AU' }],
    ['Netherlands – Amsterdam', { city: 'Amsterdam', country: 'NL' }],
    ['UK, London', { city: 'London', country: 'GB' }],
    ['India, Bengaluru', { city: 'Bengaluru', country: 'IN' }],
    ['China, Shanghai, Pudong', { city: 'Shanghai', region: 'Pudong', country: 'CN' }],
    ['United States, California, San Francisco', { city: 'San Francisco', region: 'CA', country: 'US' }],
    ['Canada, Toronto, ON', { city: 'Toronto', region: 'ON', country: 'CA' }],
    ['Germany, Bavaria, Munich', { city: 'Munich', region: 'Bavaria', country: 'DE' }],
    ['Sydney - Australia', { city: 'Sydney', country: 'AU' }],
    ['London - Hybrid', { city: 'London', country: 'GB' }],
    // Parts that disagree, or a state after a town that shares a country's name: no country-first reading.
    ['Germany, Paris', {}],
    ['China, US', {}],
    ['Jordan, MN', { city: 'Jordan', region: 'MN', country: 'US' }],
    ['Georgia, US', { city: 'Georgia', country: 'US' }],
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
    ['北京 上海', {}],
    // Country first, then region and city (Workday's location list, some ATS exports).
    ['US, CA, Santa Clara', { city: 'Santa Clara', region: 'CA', country: 'US' }],
    ['US, WA, Redmond', { city: 'Redmond', region: 'WA', country: 'US' }],
    ['US, TX, Austin', { city: 'Austin', region: 'TX', country: 'US' }],
    ['CA, ON, Toronto', { city: 'Toronto', region: 'ON', country: 'CA' }],
    ['DE, BY, Munich', { city: 'Munich', region: 'BY', country: 'DE' }],
    ['UK, England, London', { city: 'London', region: 'England', country: 'GB' }],
    ['US, Texas, Austin', { city: 'Austin', region: 'TX', country: 'US' }],
    ['NYC, NY, US', { city: 'NYC', region: 'NY', country: 'US' }],
    ['US, Remote', { country: 'US' }],
    // Countries and cities beyond the first table.
    ['Athens, Attica, Greece', { city: 'Athens', region: 'Attica', country: 'GR' }],
    ['Athens, GA', { city: 'Athens', region: 'GA', country: 'US' }],
    ['Budapest, Hungary', { city: 'Budapest', country: 'HU' }],
    ['Kyiv', { city: 'Kyiv', country: 'UA' }],
    ['Tallinn, Harju County, Estonia', { city: 'Tallinn', region: 'Harju County', country: 'EE' }],
    ['Karachi, Sindh, Pakistan', { city: 'Karachi', region: 'Sindh', country: 'PK' }],
    ['Kuala Lumpur', { city: 'Kuala Lumpur', country: 'MY' }],
    ['Ho Chi Minh City, Vietnam', { city: 'Ho Chi Minh City', country: 'VN' }],
    ['Riyadh, Saudi Arabia', { city: 'Riyadh', country: 'SA' }],
    ['Casablanca, Morocco', { city: 'Casablanca', country: 'MA' }],
    ['Bengaluru', { city: 'Bengaluru', country: 'IN' }],
    ['Delhi', { city: 'Delhi', country: 'IN' }],
    ['Stuttgart', { city: 'Stuttgart', country: 'DE' }],
    ['Santa Clara, CA', { city: 'Santa Clara', region: 'CA', country: 'US' }],
    ['Calgary, AB', { city: 'Calgary', region: 'AB', country: 'CA' }],
    ['London, ON', { city: 'London', region: 'ON', country: 'CA' }],
    // US-state codes that are also countries stay states, alone or after a city.
    ['Boston, MA', { city: 'Boston', region: 'MA', country: 'US' }],
    ['Portland, ME', { city: 'Portland', region: 'ME', country: 'US' }],
    ['Pittsburgh, PA', { city: 'Pittsburgh', region: 'PA', country: 'US' }],
    ['LA', { city: 'LA' }],
    ['MA', { city: 'MA' }],
    // Postcodes: a UK or Canadian postcode names the country and is not part of the city.
    ['Manchester M1 4BT', { city: 'Manchester', country: 'GB' }],
    ['London EC2A 4NE', { city: 'London', country: 'GB' }],
    ['Salford M5 3EW', { city: 'Salford', country: 'GB' }],
    ['Reading, Berkshire RG1 1AA', { city: 'Reading', region: 'Berkshire', country: 'GB' }],
    ['Toronto, ON M5V 3L9', { city: 'Toronto', region: 'ON', country: 'CA' }],
    ['Austin, TX 78701', { city: 'Austin', region: 'TX', country: 'US' }],
    // Indeed's work setting before the place; the mode itself is parseWorkMode's concern.
    ['Remote in Austin, TX', { city: 'Austin', region: 'TX', country: 'US' }],
    ['Hybrid work in Seattle, WA 98101', { city: 'Seattle', region: 'WA', country: 'US' }],
    ['Hybrid remote in Leeds LS1 4DY', { city: 'Leeds', country: 'GB' }],
    ['Temporarily Remote in Toronto, ON', { city: 'Toronto', region: 'ON', country: 'CA' }],
    // Chinese boards: district after a dot or a space, business area after it, 园区 as a district.
    ['北京·朝阳区·望京', { city: '北京', region: '朝阳区', country: 'CN' }],
    ['杭州 滨江区', { city: '杭州', region: '滨江区', country: 'CN' }],
    ['上海 浦东新区 张江', { city: '上海', region: '浦东新区', country: 'CN' }],
    ['苏州工业园区', { city: '苏州', region: '工业园区', country: 'CN' }],
    // A country in its own language (issue: "Italia" came out as the region, with no country).
    ['Pozzuolo Martesana, Lombardia, Italia', { city: 'Pozzuolo Martesana', region: 'Lombardia', country: 'IT' }],
    ['Eschborn, Hessen, Deutschland', { city: 'Eschborn', region: 'Hessen', country: 'DE' }],
    ['Sant Cugat del Vallès, Cataluña, España', { city: 'Sant Cugat del Vallès', region: 'Cataluña', country: 'ES' }],
    ['Linz, Oberösterreich, Österreich', { city: 'Linz', region: 'Oberösterreich', country: 'AT' }],
    ['Baar, Zug, Schweiz', { city: 'Baar', region: 'Zug', country: 'CH' }],
    ['Zwolle, Overijssel, Nederland', { city: 'Zwolle', region: 'Overijssel', country: 'NL' }],
    ['Katowice, Śląskie, Polska', { city: 'Katowice', region: 'Śląskie', country: 'PL' }],
  ])('%s', (raw, expected) => {
    expect(parseLocation({ raw })).toEqual({ raw, ...expected });
  });

  it.each<readonly [RawLocation, Place]>([
    // JSON-LD PostalAddress: the page's own fields win, country names become codes.
    [
      { raw: 'Camberwell VIC 3124', city: 'Camberwell', region: 'VIC', country: 'AU' },
      { city: 'Camberwell', region: 'VIC', country: 'AU' },
    ],
    [
      { raw: 'Austin, Texas', city: 'Austin', region: 'Texas', country: 'United States' },
      { city: 'Austin', region: 'TX', country: 'US' },
    ],
    [
      { raw: 'Hangzhou', city: 'Hangzhou' },
      { city: 'Hangzhou', country: 'CN' },
    ],
  ])('given fields %j', (input, expected) => {
    expect(parseLocation(input)).toEqual({ raw: input.raw, ...expected });
  });

  it('gives nothing for an empty place', () => {
    expect(parseLocation({ raw: '  ' })).toBeUndefined();
  });
});

describe('withCountryHint', () => {
  it.each<readonly [string, string | undefined, Place]>([
    // The host's country fills a place that names a city or region but no country.
    ['Kitchener', 'CA', { city: 'Kitchener', country: 'CA' }],
    ['Swindon, Wiltshire', 'GB', { city: 'Swindon', region: 'Wiltshire', country: 'GB' }],
    ['Geelong, Victoria', 'AU', { city: 'Geelong', region: 'VIC', country: 'AU' }],
    // A country the place names itself, or infers from a known city, wins over the host's.
    ['London', 'CA', { city: 'London', country: 'GB' }],
    ['Seattle, WA', 'GB', { city: 'Seattle', region: 'WA', country: 'US' }],
    ['Berlin, Germany', 'GB', { city: 'Berlin', country: 'DE' }],
    // Nothing to place: remote, counts and areas wider than a country stay as they are.
    ['Remote', 'GB', {}],
    ['International Remote', 'GB', {}],
    ['28 Locations', 'GB', {}],
    ['EMEA', 'GB', { region: 'EMEA' }],
    // No hint: nothing is added.
    ['Kitchener', undefined, { city: 'Kitchener' }],
  ])('%s on a %s host', (raw, hint, expected) => {
    const parsed = parseLocation({ raw });
    expect(parsed && withCountryHint(parsed, hint)).toEqual({ raw, ...expected });
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
    ['Greece', 'GR'],
    ['希腊', 'GR'],
    ['Macau', 'MO'],
    // Codes that read as US states alone are found by name only.
    ['Morocco', 'MA'],
    ['MA', undefined],
    ['Narnia', undefined],
    ['Italia', 'IT'],
    ['España', 'ES'],
    ['Österreich', 'AT'],
    ['Schweiz', 'CH'],
    ['Nederland', 'NL'],
    ['Polska', 'PL'],
    ['Sverige', 'SE'],
    // A region or city is not a country in any language.
    ['Lombardia', undefined],
    ['Hessen', undefined],
  ])('%s', (name, expected) => {
    expect(countryCode(name)).toBe(expected);
  });
});
