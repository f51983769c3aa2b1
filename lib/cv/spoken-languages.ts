/**
 * Spoken languages by name, in English and Chinese, and the certificates that name one ("CET-6",
 * "日语N2", "HSK 4"). Wider than the skills taxonomy's human-language family, whose canonical names
 * (English, Mandarin, Cantonese, …) are kept so that a profile's languages compare with postings.
 */

interface SpokenLanguage {
  /** Canonical English name; for the taxonomy's languages, the taxonomy's name. */
  name: string;
  zh: string;
  /** English spellings, capitalised as CVs write them. */
  en: readonly string[];
  /** Chinese names. */
  cn: readonly string[];
}

const lang = (name: string, zh: string, en: readonly string[] = [], cn: readonly string[] = []): SpokenLanguage => ({
  name,
  zh,
  en: [name, ...en],
  cn: [zh, ...cn],
});

const SPOKEN_LANGUAGES: readonly SpokenLanguage[] = [
  lang('English', '英语', [], ['英文']),
  // A CV's "Chinese" is Mandarin as postings ask for it; Cantonese CVs name Cantonese.
  lang('Mandarin', '普通话', ['Mandarin Chinese', 'Chinese (Mandarin)', 'Chinese', 'Putonghua'], ['汉语', '中文', '国语', '华语']),
  lang('Cantonese', '粤语', [], ['广东话', '廣東話']),
  lang('Japanese', '日语', [], ['日文']),
  lang('Korean', '韩语', [], ['韩文', '朝鲜语']),
  lang('German', '德语', ['Deutsch'], ['德文']),
  lang('French', '法语', ['Français'], ['法文']),
  lang('Spanish', '西班牙语', ['Español', 'Castilian'], ['西语']),
  lang('Portuguese', '葡萄牙语', [], ['葡语']),
  lang('Russian', '俄语', [], ['俄文']),
  lang('Arabic', '阿拉伯语', [], ['阿语']),
  lang('Italian', '意大利语', [], ['意语']),
  lang('Thai', '泰语'),
  lang('Vietnamese', '越南语'),
  lang('Indonesian', '印尼语', ['Bahasa Indonesia'], ['印度尼西亚语']),
  lang('Malay', '马来语', ['Bahasa Melayu', 'Bahasa Malaysia']),
  lang('Hindi', '印地语'),
  lang('Dutch', '荷兰语', ['Flemish']),
  lang('Swedish', '瑞典语'),
  lang('Danish', '丹麦语'),
  lang('Norwegian', '挪威语'),
  lang('Finnish', '芬兰语'),
  lang('Icelandic', '冰岛语'),
  lang('Polish', '波兰语'),
  lang('Czech', '捷克语'),
  lang('Slovak', '斯洛伐克语'),
  lang('Hungarian', '匈牙利语'),
  lang('Romanian', '罗马尼亚语'),
  lang('Bulgarian', '保加利亚语'),
  lang('Serbian', '塞尔维亚语'),
  lang('Croatian', '克罗地亚语'),
  lang('Slovenian', '斯洛文尼亚语'),
  lang('Ukrainian', '乌克兰语'),
  lang('Greek', '希腊语'),
  lang('Turkish', '土耳其语'),
  lang('Hebrew', '希伯来语'),
  lang('Persian', '波斯语', ['Farsi']),
  lang('Urdu', '乌尔都语'),
  lang('Bengali', '孟加拉语', ['Bangla']),
  lang('Punjabi', '旁遮普语'),
  lang('Tamil', '泰米尔语'),
  lang('Telugu', '泰卢固语'),
  lang('Marathi', '马拉地语'),
  lang('Gujarati', '古吉拉特语'),
  lang('Kannada', '卡纳达语'),
  lang('Malayalam', '马拉雅拉姆语'),
  lang('Nepali', '尼泊尔语'),
  lang('Sinhala', '僧伽罗语', ['Sinhalese']),
  lang('Tagalog', '他加禄语', ['Filipino'], ['菲律宾语']),
  lang('Khmer', '高棉语', [], ['柬埔寨语']),
  lang('Burmese', '缅甸语'),
  lang('Lao', '老挝语'),
  lang('Mongolian', '蒙古语'),
  lang('Kazakh', '哈萨克语'),
  lang('Uyghur', '维吾尔语'),
  lang('Tibetan', '藏语'),
  lang('Catalan', '加泰罗尼亚语'),
  lang('Basque', '巴斯克语'),
  lang('Irish', '爱尔兰语', ['Gaelic']),
  lang('Welsh', '威尔士语'),
  lang('Estonian', '爱沙尼亚语'),
  lang('Latvian', '拉脱维亚语'),
  lang('Lithuanian', '立陶宛语'),
  lang('Albanian', '阿尔巴尼亚语'),
  lang('Afrikaans', '南非荷兰语'),
  lang('Swahili', '斯瓦希里语', ['Kiswahili']),
  lang('Amharic', '阿姆哈拉语'),
  lang('Yoruba', '约鲁巴语'),
  lang('Igbo', '伊博语'),
  lang('Hausa', '豪萨语'),
  lang('Zulu', '祖鲁语', ['isiZulu']),
  lang('Hokkien', '闽南语', ['Minnan', 'Taiwanese Hokkien'], ['闽南话', '台语']),
  lang('Hakka', '客家话'),
  lang('Shanghainese', '上海话'),
  lang('Sign language', '手语', ['American Sign Language', 'British Sign Language', 'ASL', 'BSL', 'Auslan']),
];

/** Certificates and tests that name the language they certify. */
const CERTIFICATES: readonly (readonly [RegExp, string])[] = [
  [/\bCET[- ]?[46]\b|\bTEM[- ]?[48]\b|\bIELTS\b|\bTOEFL\b|\bTOEIC\b|\bCambridge (?:CAE|FCE|CPE|C1|C2)\b/, 'English'],
  [/英语[四六]级|大学英语|专业[四八]级|专[四八](?!年)|雅思|托福/, 'English'],
  [/\bJLPT\b|日语\s*N[1-5]|日语能力|日本语能力/, 'Japanese'],
  [/\bHSK\b|普通话(?:水平|测试|证书|[一二三]级)|汉语水平/, 'Mandarin'],
  [/\bTOPIK\b|韩语能力/, 'Korean'],
  [/\b(?:DELF|DALF|TCF|TEF)\b|法语(?:等级|专业)?[四八]级/, 'French'],
  [/\b(?:DELE|SIELE)\b/, 'Spanish'],
  [/\bTestDaF\b|\bGoethe[- ]Zertifikat\b|\bDSH\b|德语(?:等级|专业)?[四八]级/, 'German'],
  [/\bCELPE-Bras\b/, 'Portuguese'],
];

const byName = new Map(SPOKEN_LANGUAGES.map((language) => [language.name, language]));

export function spokenLanguage(name: string): SpokenLanguage | undefined {
  return byName.get(name);
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface NameRule {
  pattern: RegExp;
  language: string;
}

let rules: { en: NameRule[]; cn: NameRule[] } | undefined;

/** Longest names first, so that "Mandarin Chinese" wins over "Chinese" and "Taiwanese Hokkien" over "Hokkien". */
function nameRules(): { en: NameRule[]; cn: NameRule[] } {
  if (rules) return rules;
  const en = SPOKEN_LANGUAGES.flatMap((language) => language.en.map((text) => ({ text, language: language.name })));
  const cn = SPOKEN_LANGUAGES.flatMap((language) => language.cn.map((text) => ({ text, language: language.name })));
  const sort = <T extends { text: string }>(list: T[]): T[] => list.sort((a, b) => b.text.length - a.text.length);
  rules = {
    en: sort(en).map(({ text, language }) => ({ pattern: new RegExp(`(?<![\\w-])${escape(text)}(?![\\w-])`, 'g'), language })),
    // "汉语言文学" is a field of study, "中文系" a department, "英文名" a name.
    cn: sort(cn).map(({ text, language }) => ({ pattern: new RegExp(`${escape(text)}(?!言|系|名|版|字)`, 'g'), language })),
  };
  return rules;
}

interface LanguageMention {
  language: string;
  start: number;
  end: number;
}

/** Every language name in a text, left to right, a longer name hiding the shorter ones inside it. */
export function languageNames(text: string, { anyCase = false }: { anyCase?: boolean } = {}): LanguageMention[] {
  const found: LanguageMention[] = [];
  const taken: boolean[] = [];
  const { en, cn } = nameRules();
  for (const rule of [...en, ...cn]) {
    const pattern = anyCase && en.includes(rule) ? new RegExp(rule.pattern.source, 'gi') : rule.pattern;
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.slice(start, end).some(Boolean)) continue;
      for (let k = start; k < end; k++) taken[k] = true;
      found.push({ language: rule.language, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The languages a line's certificates name ("CET-6", "日语N2", "HSK 4"). */
export function certifiedLanguages(text: string): { language: string; start: number }[] {
  const found: { language: string; start: number }[] = [];
  for (const [pattern, language] of CERTIFICATES) {
    const match = pattern.exec(text);
    if (match) found.push({ language, start: match.index });
  }
  return found.sort((a, b) => a.start - b.start);
}
