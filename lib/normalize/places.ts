/** Place names as data: countries (English, their own language's name, Chinese, codes), US/CA/AU regions, Chinese cities. */

export const COUNTRIES: Record<string, readonly string[]> = {
  US: ['united states', 'united states of america', 'usa', 'us', 'u.s.', 'u.s.a.', 'america', '美国'],
  CA: ['canada', '加拿大'],
  GB: ['united kingdom', 'uk', 'great britain', 'england', 'scotland', 'wales', '英国'],
  IE: ['ireland', '爱尔兰'],
  DE: ['germany', 'deutschland', '德国'],
  FR: ['france', '法国'],
  NL: ['netherlands', 'the netherlands', 'holland', 'nederland', '荷兰'],
  ES: ['spain', 'españa', 'espana', '西班牙'],
  IT: ['italy', 'italia', '意大利'],
  PT: ['portugal', '葡萄牙'],
  CH: ['switzerland', 'schweiz', 'suisse', 'svizzera', '瑞士'],
  AT: ['austria', 'österreich', 'oesterreich', '奥地利'],
  BE: ['belgium', 'belgique', 'belgië', 'belgie', '比利时'],
  SE: ['sweden', 'sverige', '瑞典'],
  NO: ['norway', 'norge', '挪威'],
  DK: ['denmark', 'danmark', '丹麦'],
  FI: ['finland', 'suomi', '芬兰'],
  PL: ['poland', 'polska', '波兰'],
  CZ: ['czech republic', 'czechia', 'česko', 'česká republika', '捷克'],
  RO: ['romania', 'românia', '罗马尼亚'],
  AL: ['albania'],
  GR: ['greece', 'hellas', '希腊'],
  HU: ['hungary', 'magyarország', '匈牙利'],
  SK: ['slovakia', 'slovak republic', '斯洛伐克'],
  SI: ['slovenia', '斯洛文尼亚'],
  HR: ['croatia', 'hrvatska', '克罗地亚'],
  BG: ['bulgaria', '保加利亚'],
  RS: ['serbia', '塞尔维亚'],
  UA: ['ukraine', '乌克兰'],
  EE: ['estonia', '爱沙尼亚'],
  LV: ['latvia', '拉脱维亚'],
  LT: ['lithuania', '立陶宛'],
  LU: ['luxembourg', '卢森堡'],
  IS: ['iceland', '冰岛'],
  CY: ['cyprus', '塞浦路斯'],
  MT: ['malta', '马耳他'],
  MD: ['moldova'],
  BA: ['bosnia and herzegovina'],
  MK: ['north macedonia'],
  ME: ['montenegro'],
  RU: ['russia', 'russian federation', '俄罗斯'],
  BY: ['belarus'],
  AM: ['armenia'],
  AZ: ['azerbaijan'],
  IL: ['israel', '以色列'],
  AE: ['united arab emirates', 'uae', '阿联酋'],
  SA: ['saudi arabia', 'ksa', '沙特阿拉伯', '沙特'],
  QA: ['qatar', '卡塔尔'],
  KW: ['kuwait'],
  BH: ['bahrain'],
  OM: ['oman'],
  JO: ['jordan'],
  LB: ['lebanon'],
  IN: ['india', '印度'],
  PK: ['pakistan', '巴基斯坦'],
  BD: ['bangladesh', '孟加拉国'],
  LK: ['sri lanka', '斯里兰卡'],
  NP: ['nepal', '尼泊尔'],
  KZ: ['kazakhstan', '哈萨克斯坦'],
  UZ: ['uzbekistan'],
  MN: ['mongolia', '蒙古'],
  MO: ['macau', 'macao', '澳门'],
  KH: ['cambodia', '柬埔寨'],
  MM: ['myanmar', '缅甸'],
  LA: ['laos', 'lao pdr'],
  CN: ['china', "people's republic of china", 'prc', 'mainland china', '中国', '中国大陆'],
  HK: ['hong kong', 'hong kong sar', '香港'],
  TW: ['taiwan', '台湾'],
  JP: ['japan', '日本'],
  KR: ['south korea', 'korea', 'republic of korea', '韩国'],
  SG: ['singapore', '新加坡'],
  MY: ['malaysia', '马来西亚'],
  TH: ['thailand', '泰国'],
  VN: ['vietnam', 'viet nam', '越南'],
  PH: ['philippines', '菲律宾'],
  ID: ['indonesia', '印度尼西亚'],
  AU: ['australia', '澳大利亚', '澳洲'],
  NZ: ['new zealand', '新西兰'],
  BR: ['brazil', 'brasil', '巴西'],
  MX: ['mexico', 'méxico', '墨西哥'],
  AR: ['argentina', '阿根廷'],
  CO: ['colombia', '哥伦比亚'],
  CL: ['chile', '智利'],
  PE: ['peru', '秘鲁'],
  UY: ['uruguay', '乌拉圭'],
  CR: ['costa rica'],
  PA: ['panama'],
  EC: ['ecuador'],
  GT: ['guatemala'],
  DO: ['dominican republic'],
  PR: ['puerto rico'],
  ZA: ['south africa', '南非'],
  NG: ['nigeria', '尼日利亚'],
  EG: ['egypt', '埃及'],
  KE: ['kenya', '肯尼亚'],
  MA: ['morocco', '摩洛哥'],
  GH: ['ghana'],
  TN: ['tunisia'],
  TR: ['turkey', 'türkiye', '土耳其'],
};

export const US_STATES: Record<string, string> = {
  AL: 'alabama', AK: 'alaska', AZ: 'arizona', AR: 'arkansas', CA: 'california', CO: 'colorado',
  CT: 'connecticut', DE: 'delaware', FL: 'florida', GA: 'georgia', HI: 'hawaii', ID: 'idaho',
  IL: 'illinois', IN: 'indiana', IA: 'iowa', KS: 'kansas', KY: 'kentucky', LA: 'louisiana', ME: 'maine',
  MD: 'maryland', MA: 'massachusetts', MI: 'michigan', MN: 'minnesota', MS: 'mississippi', MO: 'missouri',
  MT: 'montana', NE: 'nebraska', NV: 'nevada', NH: 'new hampshire', NJ: 'new jersey', NM: 'new mexico',
  NY: 'new york', NC: 'north carolina', ND: 'north dakota', OH: 'ohio', OK: 'oklahoma', OR: 'oregon',
  PA: 'pennsylvania', RI: 'rhode island', SC: 'south carolina', SD: 'south dakota', TN: 'tennessee',
  TX: 'texas', UT: 'utah', VT: 'vermont', VA: 'virginia', WA: 'washington', WV: 'west virginia',
  WI: 'wisconsin', WY: 'wyoming', DC: 'district of columbia',
};

export const CA_PROVINCES: Record<string, string> = {
  ON: 'ontario', QC: 'quebec', BC: 'british columbia', AB: 'alberta', MB: 'manitoba', SK: 'saskatchewan',
  NS: 'nova scotia', NB: 'new brunswick', NL: 'newfoundland and labrador', PE: 'prince edward island',
};

export const AU_STATES: Record<string, string> = {
  NSW: 'new south wales', VIC: 'victoria', QLD: 'queensland', WA: 'western australia', SA: 'south australia',
  TAS: 'tasmania', ACT: 'australian capital territory', NT: 'northern territory',
};

/** Chinese cities a board shows bare ("上海", "深圳-龙华区"), with their English names. */
export const CN_CITIES: Record<string, string> = {
  北京: 'Beijing', 上海: 'Shanghai', 广州: 'Guangzhou', 深圳: 'Shenzhen', 杭州: 'Hangzhou', 南京: 'Nanjing',
  苏州: 'Suzhou', 成都: 'Chengdu', 重庆: 'Chongqing', 武汉: 'Wuhan', 西安: "Xi'an", 天津: 'Tianjin',
  长沙: 'Changsha', 郑州: 'Zhengzhou', 青岛: 'Qingdao', 厦门: 'Xiamen', 合肥: 'Hefei', 济南: 'Jinan',
  大连: 'Dalian', 沈阳: 'Shenyang', 宁波: 'Ningbo', 无锡: 'Wuxi', 东莞: 'Dongguan', 佛山: 'Foshan',
  珠海: 'Zhuhai', 福州: 'Fuzhou', 昆明: 'Kunming', 南昌: 'Nanchang', 贵阳: 'Guiyang', 南宁: 'Nanning',
  哈尔滨: 'Harbin', 长春: 'Changchun', 石家庄: 'Shijiazhuang', 太原: 'Taiyuan', 兰州: 'Lanzhou',
  海口: 'Haikou', 常州: 'Changzhou', 温州: 'Wenzhou', 绍兴: 'Shaoxing', 嘉兴: 'Jiaxing', 烟台: 'Yantai',
  香港: 'Hong Kong', 台北: 'Taipei',
};

/**
 * Cities that postings name alone ("Berlin", "Warsaw Metropolitan Area"), with their country: the
 * tech hubs job boards show most, not a gazetteer. Lower-case keys.
 */
export const WORLD_CITIES: Record<string, string> = {
  london: 'GB', manchester: 'GB', edinburgh: 'GB', bristol: 'GB', dublin: 'IE', paris: 'FR', lyon: 'FR',
  berlin: 'DE', munich: 'DE', münchen: 'DE', cologne: 'DE', köln: 'DE', hamburg: 'DE', frankfurt: 'DE',
  amsterdam: 'NL', rotterdam: 'NL', brussels: 'BE', madrid: 'ES', barcelona: 'ES', lisbon: 'PT', milan: 'IT',
  rome: 'IT', zurich: 'CH', zürich: 'CH', geneva: 'CH', vienna: 'AT', stockholm: 'SE', oslo: 'NO',
  copenhagen: 'DK', helsinki: 'FI', warsaw: 'PL', kraków: 'PL', krakow: 'PL', prague: 'CZ', bucharest: 'RO',
  'tel aviv': 'IL', dubai: 'AE', toronto: 'CA', vancouver: 'CA', montreal: 'CA', sydney: 'AU', melbourne: 'AU',
  brisbane: 'AU', auckland: 'NZ', tokyo: 'JP', osaka: 'JP', seoul: 'KR', taipei: 'TW', bangalore: 'IN',
  bengaluru: 'IN', hyderabad: 'IN', pune: 'IN', mumbai: 'IN', chennai: 'IN', gurgaon: 'IN', gurugram: 'IN',
  noida: 'IN', 'new delhi': 'IN', 'são paulo': 'BR', 'sao paulo': 'BR', 'mexico city': 'MX',
  'new york': 'US', 'new york city': 'US', nyc: 'US', 'san francisco': 'US', 'san francisco bay area': 'US',
  seattle: 'US', austin: 'US', boston: 'US', chicago: 'US', 'los angeles': 'US', denver: 'US', atlanta: 'US',
  // Names that are also towns elsewhere (Athens GA, Cambridge MA, Valencia CA) are left out on purpose.
  'san diego': 'US', 'san jose': 'US', 'palo alto': 'US', 'mountain view': 'US', sunnyvale: 'US', 'santa clara': 'US',
  cupertino: 'US', 'menlo park': 'US', 'san mateo': 'US', redmond: 'US', bellevue: 'US', kirkland: 'US', irvine: 'US',
  boulder: 'US', portland: 'US', pittsburgh: 'US', philadelphia: 'US', miami: 'US', dallas: 'US', houston: 'US',
  phoenix: 'US', 'salt lake city': 'US', raleigh: 'US', minneapolis: 'US', detroit: 'US', nashville: 'US',
  ottawa: 'CA', calgary: 'CA', edmonton: 'CA', winnipeg: 'CA', mississauga: 'CA',
  adelaide: 'AU', canberra: 'AU', wellington: 'NZ', christchurch: 'NZ',
  glasgow: 'GB', leeds: 'GB', belfast: 'GB', 'milton keynes': 'GB', cork: 'IE', galway: 'IE',
  stuttgart: 'DE', düsseldorf: 'DE', dusseldorf: 'DE', leipzig: 'DE', dresden: 'DE', nuremberg: 'DE', nürnberg: 'DE',
  hanover: 'DE', hannover: 'DE', karlsruhe: 'DE', toulouse: 'FR', nantes: 'FR', lille: 'FR', bordeaux: 'FR',
  marseille: 'FR', grenoble: 'FR', eindhoven: 'NL', utrecht: 'NL', 'the hague': 'NL', antwerp: 'BE', ghent: 'BE',
  basel: 'CH', lausanne: 'CH', bern: 'CH', graz: 'AT', salzburg: 'AT', porto: 'PT', seville: 'ES', sevilla: 'ES',
  málaga: 'ES', malaga: 'ES', bilbao: 'ES', turin: 'IT', torino: 'IT', bologna: 'IT', gothenburg: 'SE', göteborg: 'SE',
  malmö: 'SE', malmo: 'SE', aarhus: 'DK', espoo: 'FI', tampere: 'FI', gdańsk: 'PL', gdansk: 'PL', wrocław: 'PL',
  wroclaw: 'PL', poznań: 'PL', poznan: 'PL', łódź: 'PL', lodz: 'PL', brno: 'CZ', 'cluj-napoca': 'RO', iasi: 'RO',
  iași: 'RO', timisoara: 'RO', timișoara: 'RO', budapest: 'HU', bratislava: 'SK', ljubljana: 'SI', zagreb: 'HR',
  sofia: 'BG', belgrade: 'RS', kyiv: 'UA', kiev: 'UA', lviv: 'UA', tallinn: 'EE', riga: 'LV', vilnius: 'LT',
  reykjavik: 'IS', limassol: 'CY', nicosia: 'CY', istanbul: 'TR', ankara: 'TR', haifa: 'IL', jerusalem: 'IL',
  herzliya: 'IL', 'abu dhabi': 'AE', riyadh: 'SA', jeddah: 'SA', doha: 'QA', 'kuwait city': 'KW', amman: 'JO',
  beirut: 'LB', cairo: 'EG', nairobi: 'KE', lagos: 'NG', 'cape town': 'ZA', johannesburg: 'ZA', casablanca: 'MA',
  accra: 'GH', tunis: 'TN', karachi: 'PK', lahore: 'PK', islamabad: 'PK', dhaka: 'BD', colombo: 'LK',
  kathmandu: 'NP', almaty: 'KZ', tashkent: 'UZ', delhi: 'IN', kolkata: 'IN', ahmedabad: 'IN', kochi: 'IN',
  coimbatore: 'IN', jaipur: 'IN', thiruvananthapuram: 'IN', 'kuala lumpur': 'MY', penang: 'MY', bangkok: 'TH',
  jakarta: 'ID', manila: 'PH', cebu: 'PH', 'ho chi minh city': 'VN', hanoi: 'VN', 'da nang': 'VN',
  'phnom penh': 'KH', yangon: 'MM', ulaanbaatar: 'MN', yokohama: 'JP', kyoto: 'JP', fukuoka: 'JP', nagoya: 'JP',
  busan: 'KR', incheon: 'KR', pangyo: 'KR', hsinchu: 'TW', taichung: 'TW', kaohsiung: 'TW',
  'buenos aires': 'AR', bogotá: 'CO', bogota: 'CO', medellín: 'CO', medellin: 'CO', montevideo: 'UY',
  guadalajara: 'MX', monterrey: 'MX', 'rio de janeiro': 'BR', 'belo horizonte': 'BR', curitiba: 'BR',
};

/** Areas wider than a country that postings name as a place ("EMEA (Remote)"). */
export const WORLD_REGIONS = new Set([
  'emea', 'apac', 'apj', 'latam', 'amer', 'americas', 'north america', 'south america', 'europe', 'asia',
  'asia pacific', 'africa', 'middle east', 'mena', 'dach', 'nordics', 'benelux', 'worldwide', 'global', '全球', '亚太',
]);

/** English names of Chinese cities, for postings written in English ("Shanghai, China"). */
export const CN_CITIES_EN = new Set(Object.values(CN_CITIES).map((name) => name.toLowerCase()));

/**
 * Codes a place writes alone more often as a US state ("MA", "PA") or a city ("LA") than as the
 * country: these countries are found by name only.
 */
const NAME_ONLY_CODES = new Set(['MA', 'PA', 'ME', 'MD', 'MN', 'MT', 'LA', 'TN', 'AZ', 'MO', 'SA']);

let countryIndex: Map<string, string> | undefined;

export function countryCode(name: string): string | undefined {
  if (!countryIndex) {
    countryIndex = new Map();
    for (const [code, names] of Object.entries(COUNTRIES)) {
      if (!NAME_ONLY_CODES.has(code)) countryIndex.set(code.toLowerCase(), code);
      for (const alias of names) countryIndex.set(alias.replace(/\./g, ''), code);
    }
    countryIndex.set('gbr', 'GB');
    countryIndex.set('deu', 'DE');
    countryIndex.set('chn', 'CN');
    countryIndex.set('aus', 'AU');
    countryIndex.set('can', 'CA');
    countryIndex.set('ind', 'IN');
  }
  return countryIndex.get(name.trim().toLowerCase().replace(/\./g, ''));
}

/** "Victoria" in Australia is "VIC", "Washington" in the US is "WA"; other regions stay as written. */
export function regionCode(region: string, country: string | undefined): string {
  const lower = region.trim().toLowerCase();
  const tables: Record<string, Record<string, string>> = { US: US_STATES, CA: CA_PROVINCES, AU: AU_STATES };
  const table = country ? tables[country] : undefined;
  if (!table) return region.trim();
  if (table[region.trim().toUpperCase()]) return region.trim().toUpperCase();
  for (const [code, name] of Object.entries(table)) if (name === lower) return code;
  return region.trim();
}
