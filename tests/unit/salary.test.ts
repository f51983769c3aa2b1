import { describe, expect, it } from 'vitest';
import type { RawSalaryData, Salary, SalaryPeriod } from '@/lib/posting';
import {
  findSalaryText,
  HOURS_PER_YEAR,
  parseAmount,
  parseSalary,
  periodOfUnit,
  salaryFromData,
  yearlyOf,
  type SalaryContext,
} from '@/lib/normalize/salary';

// Contexts the background passes in: the board's market, the posting's language, its country.
const CN: SalaryContext = { market: 'cn', language: 'zh' };
const ZH: SalaryContext = { language: 'zh' };
const EN: SalaryContext = { language: 'en' };
const US: SalaryContext = { language: 'en', country: 'US' };
const AU: SalaryContext = { language: 'en', country: 'AU' };
const GB: SalaryContext = { language: 'en', country: 'GB' };
const IN: SalaryContext = { language: 'en', country: 'IN' };
const DE: SalaryContext = { language: 'de', country: 'DE' };
const FR: SalaryContext = { language: 'fr', country: 'FR' };
const CH: SalaryContext = { language: 'de', country: 'CH' };
const SE: SalaryContext = { language: 'sv', country: 'SE' };
const JA: SalaryContext = { language: 'ja', country: 'JP' };

// The assumption codes written next to each yearly figure.
const INFERRED = 'period_inferred_from_amount';
const CNY = 'currency_from_context=CNY';
const USD = 'currency_from_context=USD';
const M12 = 'months_per_year=12';
const H = `hours_per_year=${HOURS_PER_YEAR}`;
const D = 'days_per_year=260';
const W = 'weeks_per_year=52';
const months = (n: number) => `months_per_year=${n}`;

type Amount = number | null;
/** text, context, min, max, currency, period, months per year, yearly min, yearly max, assumptions. */
type Row = readonly [string, SalaryContext, Amount, Amount, string | null, SalaryPeriod | null, Amount, Amount, Amount, readonly string[] | null];

const ROWS: readonly Row[] = [
  // shared/reference/extraction.md §19.1, verbatim.
  ['$130,000 - $160,000 a year', AU, 130_000, 160_000, 'AUD', 'year', null, 130_000, 160_000, ['currency_from_context=AUD']],
  ['$130,000 - $160,000 a year - Full-time', AU, 130_000, 160_000, 'AUD', 'year', null, 130_000, 160_000, ['currency_from_context=AUD']],
  ['A$160,000.00 - A$200,000.00', EN, 160_000, 200_000, 'AUD', 'year', null, 160_000, 200_000, [INFERRED]],
  ['A$100,000.00 - A$150,000.00', EN, 100_000, 150_000, 'AUD', 'year', null, 100_000, 150_000, [INFERRED]],
  ['$171.3K/yr - $253.8K/yr', US, 171_300, 253_800, 'USD', 'year', null, 171_300, 253_800, [USD]],
  ['$211.5K/yr - $334.6K/yr', US, 211_500, 334_600, 'USD', 'year', null, 211_500, 334_600, [USD]],
  ['$130K/yr - $180K/yr', US, 130_000, 180_000, 'USD', 'year', null, 130_000, 180_000, [USD]],
  ['$60K/yr - $200K/yr', US, 60_000, 200_000, 'USD', 'year', null, 60_000, 200_000, [USD]],
  ['$300K/yr - $385K/yr', US, 300_000, 385_000, 'USD', 'year', null, 300_000, 385_000, [USD]],
  ['€35K/yr - €75K/yr', DE, 35_000, 75_000, 'EUR', 'year', null, 35_000, 75_000, []],
  ['$171,300 - $228,400', US, 171_300, 228_400, 'USD', 'year', null, 171_300, 228_400, [INFERRED, USD]],
  ['$214,300 - $321,500.', US, 214_300, 321_500, 'USD', 'year', null, 214_300, 321_500, [INFERRED, USD]],
  ['Applied AI / ML Engineer ($150K–$300K + Equity)', EN, 150_000, 300_000, 'USD', 'year', null, 150_000, 300_000, [INFERRED, USD]],
  ['104K-104K Annually', US, 104_000, 104_000, 'USD', 'year', null, 104_000, 104_000, [USD]],
  ['104K-104K Annually', {}, 104_000, 104_000, null, 'year', null, 104_000, 104_000, []],
  ['$75K – $100K • Offers Equity • Offers Bonus', EN, 75_000, 100_000, 'USD', 'year', null, 75_000, 100_000, [INFERRED, USD]],
  ['£91K – £115K + Equity', GB, 91_000, 115_000, 'GBP', 'year', null, 91_000, 115_000, [INFERRED]],
  ['Minimum: $157,300.00 Maximum: $344,200.00', US, 157_300, 344_200, 'USD', 'year', null, 157_300, 344_200, [INFERRED, USD]],
  ['$81.5k', US, 81_500, 81_500, 'USD', 'year', null, 81_500, 81_500, [INFERRED, USD]],
  ['€60,000 - €80,000 per year', EN, 60_000, 80_000, 'EUR', 'year', null, 60_000, 80_000, []],
  ['€60k-€80k per year', EN, 60_000, 80_000, 'EUR', 'year', null, 60_000, 80_000, []],
  ['Salary: $120,000 - $180,000', US, 120_000, 180_000, 'USD', 'year', null, 120_000, 180_000, [INFERRED, USD]],
  ['$50/hr', US, 50, 50, 'USD', 'hour', null, 104_000, 104_000, [USD, H]],
  ['£45k–£55k', EN, 45_000, 55_000, 'GBP', 'year', null, 45_000, 55_000, [INFERRED]],
  ['€60.000 - €80.000 pro Jahr', DE, 60_000, 80_000, 'EUR', 'year', null, 60_000, 80_000, []],
  ['€60.000', DE, 60_000, 60_000, 'EUR', 'year', null, 60_000, 60_000, [INFERRED]],
  ['$150-190k', US, 150_000, 190_000, 'USD', 'year', null, 150_000, 190_000, [INFERRED, USD]],

  // §19.2, verbatim: BOSS, Liepin, 51job, Lagou, Zhaopin.
  ['15-25K·16薪', CN, 15_000, 25_000, 'CNY', 'month', 16, 240_000, 400_000, [CNY, months(16)]],
  ['8K-15K·13薪', CN, 8_000, 15_000, 'CNY', 'month', 13, 104_000, 195_000, [CNY, months(13)]],
  ['50-75k·13薪', CN, 50_000, 75_000, 'CNY', 'month', 13, 650_000, 975_000, [CNY, months(13)]],
  ['60-80k·18薪', CN, 60_000, 80_000, 'CNY', 'month', 18, 1_080_000, 1_440_000, [CNY, months(18)]],
  ['100-200k·15薪', CN, 100_000, 200_000, 'CNY', 'month', 15, 1_500_000, 3_000_000, [CNY, months(15)]],
  ['15-30k·13薪', CN, 15_000, 30_000, 'CNY', 'month', 13, 195_000, 390_000, [CNY, months(13)]],
  ['20-30k', CN, 20_000, 30_000, 'CNY', 'month', null, 240_000, 360_000, [INFERRED, CNY, M12]],
  ['年薪15-30k·13薪', CN, 15_000, 30_000, 'CNY', 'month', 13, 195_000, 390_000, [CNY, months(13)]],
  ['10万以下', CN, null, 100_000, 'CNY', 'year', null, null, 100_000, [INFERRED, CNY]],
  ['10-15万', CN, 100_000, 150_000, 'CNY', 'year', null, 100_000, 150_000, [INFERRED, CNY]],
  ['16-20万', CN, 160_000, 200_000, 'CNY', 'year', null, 160_000, 200_000, [INFERRED, CNY]],
  ['21-30万', CN, 210_000, 300_000, 'CNY', 'year', null, 210_000, 300_000, [INFERRED, CNY]],
  ['31-50万', CN, 310_000, 500_000, 'CNY', 'year', null, 310_000, 500_000, [INFERRED, CNY]],
  ['51-100万', CN, 510_000, 1_000_000, 'CNY', 'year', null, 510_000, 1_000_000, [INFERRED, CNY]],
  ['100万以上', CN, 1_000_000, null, 'CNY', 'year', null, 1_000_000, null, [INFERRED, CNY]],
  ['1-2万/月', CN, 10_000, 20_000, 'CNY', 'month', null, 120_000, 240_000, [CNY, M12]],
  ['0.6-1.2万/月', CN, 6_000, 12_000, 'CNY', 'month', null, 72_000, 144_000, [CNY, M12]],
  ['1.5-2.5万/月', CN, 15_000, 25_000, 'CNY', 'month', null, 180_000, 300_000, [CNY, M12]],
  ['0.4-1万/月', CN, 4_000, 10_000, 'CNY', 'month', null, 48_000, 120_000, [CNY, M12]],
  ['4.5-6千/月', CN, 4_500, 6_000, 'CNY', 'month', null, 54_000, 72_000, [CNY, M12]],
  ['2-2.9千/月', CN, 2_000, 2_900, 'CNY', 'month', null, 24_000, 34_800, [CNY, M12]],
  ['3.2-4.5千/月', CN, 3_200, 4_500, 'CNY', 'month', null, 38_400, 54_000, [CNY, M12]],
  ['4.8-7.6千/月', CN, 4_800, 7_600, 'CNY', 'month', null, 57_600, 91_200, [CNY, M12]],
  ['6-10万/年', CN, 60_000, 100_000, 'CNY', 'year', null, 60_000, 100_000, [CNY]],
  ['8-15万/年', CN, 80_000, 150_000, 'CNY', 'year', null, 80_000, 150_000, [CNY]],
  ['120元/天', CN, 120, 120, 'CNY', 'day', null, 31_200, 31_200, [D]],
  ['150元/天', CN, 150, 150, 'CNY', 'day', null, 39_000, 39_000, [D]],
  ['200元/天', CN, 200, 200, 'CNY', 'day', null, 52_000, 52_000, [D]],
  ['14k-18k', CN, 14_000, 18_000, 'CNY', 'month', null, 168_000, 216_000, [INFERRED, CNY, M12]],
  ['2k-4k', CN, 2_000, 4_000, 'CNY', 'month', null, 24_000, 48_000, [INFERRED, CNY, M12]],
  ['1万-1.5万', CN, 10_000, 15_000, 'CNY', 'month', null, 120_000, 180_000, [INFERRED, CNY, M12]],
  ['8千-1.2万', CN, 8_000, 12_000, 'CNY', 'month', null, 96_000, 144_000, [INFERRED, CNY, M12]],

  // No figure: the raw text is kept and nothing is guessed.
  ['面议', CN, null, null, null, null, null, null, null, null],
  ['薪资面议', CN, null, null, null, null, null, null, null, null],
  ['Negotiable', EN, null, null, null, null, null, null, null, null],
  ['Competitive', EN, null, null, null, null, null, null, null, null],
  ['Competitive salary + equity', US, null, null, null, null, null, null, null, null],
  ['Salary: DOE', US, null, null, null, null, null, null, null, null],
  ['Competitive salary, plus 25 days of annual leave', GB, null, null, null, null, null, null, null, null],
  ['薪资面议，13薪', CN, null, null, null, null, null, null, null, null],

  // Chinese boards: a bare K figure is a monthly CNY salary; 薪 counts the months paid.
  ['15-25K', CN, 15_000, 25_000, 'CNY', 'month', null, 180_000, 300_000, [INFERRED, CNY, M12]],
  ['15-25K', ZH, 15_000, 25_000, 'CNY', 'month', null, 180_000, 300_000, [INFERRED, CNY, M12]],
  ['3-5K', { market: 'cn' }, 3_000, 5_000, 'CNY', 'month', null, 36_000, 60_000, [INFERRED, CNY, M12]],
  ['25-40K·14薪', CN, 25_000, 40_000, 'CNY', 'month', 14, 350_000, 560_000, [CNY, months(14)]],
  ['20-35K · 14薪', CN, 20_000, 35_000, 'CNY', 'month', 14, 280_000, 490_000, [CNY, months(14)]],
  ['15-25K 16薪', CN, 15_000, 25_000, 'CNY', 'month', 16, 240_000, 400_000, [CNY, months(16)]],
  ['30-50K，13薪', CN, 30_000, 50_000, 'CNY', 'month', 13, 390_000, 650_000, [CNY, months(13)]],
  ['2-3万·13薪', CN, 20_000, 30_000, 'CNY', 'month', 13, 260_000, 390_000, [CNY, months(13)]],
  ['8k-12k/月·13薪', CN, 8_000, 12_000, 'CNY', 'month', 13, 104_000, 156_000, [CNY, months(13)]],
  ['１５－２５Ｋ·１６薪', CN, 15_000, 25_000, 'CNY', 'month', 16, 240_000, 400_000, [CNY, months(16)]],
  ['15k~25k', CN, 15_000, 25_000, 'CNY', 'month', null, 180_000, 300_000, [INFERRED, CNY, M12]],
  ['15-25K/月', CN, 15_000, 25_000, 'CNY', 'month', null, 180_000, 300_000, [CNY, M12]],
  ['薪资：15-25K', CN, 15_000, 25_000, 'CNY', 'month', null, 180_000, 300_000, [INFERRED, CNY, M12]],
  ['8000-12000元/月', CN, 8_000, 12_000, 'CNY', 'month', null, 96_000, 144_000, [M12]],
  ['3000元/月', CN, 3_000, 3_000, 'CNY', 'month', null, 36_000, 36_000, [M12]],
  ['1.2万/月', CN, 12_000, 12_000, 'CNY', 'month', null, 144_000, 144_000, [CNY, M12]],
  ['¥15,000 - ¥25,000/月', ZH, 15_000, 25_000, 'CNY', 'month', null, 180_000, 300_000, [CNY, M12]],
  ['8000-10000', CN, 8_000, 10_000, 'CNY', 'month', null, 96_000, 120_000, [INFERRED, CNY, M12]],
  ['200-300元/天', CN, 200, 300, 'CNY', 'day', null, 52_000, 78_000, [D]],
  ['50-80元/时', CN, 50, 80, 'CNY', 'hour', null, 104_000, 166_400, [H]],
  ['时薪 30-40元', CN, 30, 40, 'CNY', 'hour', null, 62_400, 83_200, [H]],
  ['日薪200元', CN, 200, 200, 'CNY', 'day', null, 52_000, 52_000, [D]],
  ['年薪20-30万', CN, 200_000, 300_000, 'CNY', 'year', null, 200_000, 300_000, [CNY]],
  ['年薪 50W', CN, 500_000, 500_000, 'CNY', 'year', null, 500_000, 500_000, [CNY]],
  ['月薪2万', CN, 20_000, 20_000, 'CNY', 'month', null, 240_000, 240_000, [CNY, M12]],
  ['最高3万/月', CN, null, 30_000, 'CNY', 'month', null, null, 360_000, [CNY, M12]],
  ['Salary: up to 25K', CN, null, 25_000, 'CNY', 'month', null, null, 300_000, [INFERRED, CNY, M12]],

  // Japanese and Korean: 円, 万円, 年収, 月給, 時給; ¥ is JPY unless the posting is Chinese.
  ['年収600万円～900万円', JA, 6_000_000, 9_000_000, 'JPY', 'year', null, 6_000_000, 9_000_000, []],
  ['月給30万円', JA, 300_000, 300_000, 'JPY', 'month', null, 3_600_000, 3_600_000, [M12]],
  ['月給25万円～35万円', JA, 250_000, 350_000, 'JPY', 'month', null, 3_000_000, 4_200_000, [M12]],
  ['時給1,200円', JA, 1_200, 1_200, 'JPY', 'hour', null, 2_496_000, 2_496_000, [H]],
  ['¥8,000,000 - ¥12,000,000', JA, 8_000_000, 12_000_000, 'JPY', 'year', null, 8_000_000, 12_000_000, [INFERRED, 'currency_from_context=JPY']],
  ['¥6,000,000 - ¥9,000,000', EN, 6_000_000, 9_000_000, 'JPY', 'year', null, 6_000_000, 9_000_000, [INFERRED, 'currency_from_context=JPY']],
  ['₩50,000,000 - ₩70,000,000', { language: 'ko' }, 50_000_000, 70_000_000, 'KRW', 'year', null, 50_000_000, 70_000_000, [INFERRED]],

  // India: Indian grouping, lakh, LPA, crore.
  ['₹12,00,000 - ₹18,00,000 per annum', IN, 1_200_000, 1_800_000, 'INR', 'year', null, 1_200_000, 1_800_000, []],
  ['12-18 LPA', IN, 1_200_000, 1_800_000, 'INR', 'year', null, 1_200_000, 1_800_000, []],
  ['INR 25-35 LPA', IN, 2_500_000, 3_500_000, 'INR', 'year', null, 2_500_000, 3_500_000, []],
  ['₹ 8 - 12 Lacs P.A.', IN, 800_000, 1_200_000, 'INR', 'year', null, 800_000, 1_200_000, []],
  ['₹1 Cr - ₹1.5 Cr per annum', IN, 10_000_000, 15_000_000, 'INR', 'year', null, 10_000_000, 15_000_000, []],
  ['INR 1.2 crore', IN, 12_000_000, 12_000_000, 'INR', 'year', null, 12_000_000, 12_000_000, [INFERRED]],
  ['15 lakh per annum', IN, 1_500_000, 1_500_000, 'INR', 'year', null, 1_500_000, 1_500_000, []],
  ['₹25,000 - ₹35,000 per month', IN, 25_000, 35_000, 'INR', 'month', null, 300_000, 420_000, [M12]],
  ['Rs. 6,00,000 - 9,00,000 p.a.', IN, 600_000, 900_000, 'INR', 'year', null, 600_000, 900_000, []],

  // Dollars of many countries, and currency codes before or after the figure.
  ['US$120,000 - US$150,000', EN, 120_000, 150_000, 'USD', 'year', null, 120_000, 150_000, [INFERRED]],
  ['CA$90,000–CA$110,000 a year', EN, 90_000, 110_000, 'CAD', 'year', null, 90_000, 110_000, []],
  ['HK$30,000 - HK$45,000 per month', EN, 30_000, 45_000, 'HKD', 'month', null, 360_000, 540_000, [M12]],
  ['S$6,000 - S$8,500 monthly', EN, 6_000, 8_500, 'SGD', 'month', null, 72_000, 102_000, [M12]],
  ['$45,000 - $55,000 CAD', EN, 45_000, 55_000, 'CAD', 'year', null, 45_000, 55_000, [INFERRED]],
  ['$120k - $150k USD', EN, 120_000, 150_000, 'USD', 'year', null, 120_000, 150_000, [INFERRED]],
  ['120,000 - 150,000 USD per year', EN, 120_000, 150_000, 'USD', 'year', null, 120_000, 150_000, []],
  ['USD 120000-150000', EN, 120_000, 150_000, 'USD', 'year', null, 120_000, 150_000, [INFERRED]],
  ['SGD 6,000 - 9,000 / month', EN, 6_000, 9_000, 'SGD', 'month', null, 72_000, 108_000, [M12]],
  ['RM 5,000 - RM 7,000 per month', EN, 5_000, 7_000, 'MYR', 'month', null, 60_000, 84_000, [M12]],
  ['$95,000 - $110,000', { language: 'en', country: 'CA' }, 95_000, 110_000, 'CAD', 'year', null, 95_000, 110_000, [INFERRED, 'currency_from_context=CAD']],

  // Thousands separators of every convention: 1'000, 1’000, 1 000, 1.000, and decimal commas.
  ["CHF 120'000 - 140'000", CH, 120_000, 140_000, 'CHF', 'year', null, 120_000, 140_000, [INFERRED]],
  ['CHF 100’000 – 120’000 pro Jahr', CH, 100_000, 120_000, 'CHF', 'year', null, 100_000, 120_000, []],
  ["CHF 9'000 per month", CH, 9_000, 9_000, 'CHF', 'month', null, 108_000, 108_000, [M12]],
  ['45 000 – 55 000 kr/mån', SE, 45_000, 55_000, 'SEK', 'month', null, 540_000, 660_000, ['currency_from_context=SEK', M12]],
  ['SEK 45 000 - 55 000 per month', EN, 45_000, 55_000, 'SEK', 'month', null, 540_000, 660_000, [M12]],
  ['kr 650 000 – 750 000 (NOK)', EN, 650_000, 750_000, 'NOK', 'year', null, 650_000, 750_000, [INFERRED]],
  ['DKK 40.000 - 45.000 kr. pr. måned', EN, 40_000, 45_000, 'DKK', 'month', null, 480_000, 540_000, [M12]],
  ['45 000 € - 55 000 € par an', FR, 45_000, 55_000, 'EUR', 'year', null, 45_000, 55_000, []],
  ['€45\u202f000 – €55\u202f000', FR, 45_000, 55_000, 'EUR', 'year', null, 45_000, 55_000, [INFERRED]],
  ['45.000 € - 55.000 € brutto/Jahr', DE, 45_000, 55_000, 'EUR', 'year', null, 45_000, 55_000, []],
  ['€3.500 - €4.200 brutto pro Monat', DE, 3_500, 4_200, 'EUR', 'month', null, 42_000, 50_400, [M12]],
  ['15,50 € pro Stunde', DE, 15.5, 15.5, 'EUR', 'hour', null, 32_240, 32_240, [H]],
  ['EUR 55.000 - 70.000 brutto jährlich', DE, 55_000, 70_000, 'EUR', 'year', null, 55_000, 70_000, []],
  ['50.000-60.000 €', DE, 50_000, 60_000, 'EUR', 'year', null, 50_000, 60_000, [INFERRED]],

  // Periods, written out or abbreviated; hourly pay annualised once, at 2080 hours, never in cents.
  ['$25 - $30 an hour', US, 25, 30, 'USD', 'hour', null, 52_000, 62_400, [USD, H]],
  ['$45/hour', US, 45, 45, 'USD', 'hour', null, 93_600, 93_600, [USD, H]],
  ['$25.50/hr', US, 25.5, 25.5, 'USD', 'hour', null, 53_040, 53_040, [USD, H]],
  ['$50.00 - $65.00 per hour', US, 50, 65, 'USD', 'hour', null, 104_000, 135_200, [USD, H]],
  ['Pay: $18.00 - $22.00 per hour', US, 18, 22, 'USD', 'hour', null, 37_440, 45_760, [USD, H]],
  ['$20 - $25', US, 20, 25, 'USD', 'hour', null, 41_600, 52_000, [INFERRED, USD, H]],
  ['$1,200 a week', US, 1_200, 1_200, 'USD', 'week', null, 62_400, 62_400, [USD, W]],
  ['$500 per day', US, 500, 500, 'USD', 'day', null, 130_000, 130_000, [USD, D]],
  ['£350 - £450 per day', GB, 350, 450, 'GBP', 'day', null, 91_000, 117_000, [D]],
  ['$6,000 - $8,000 a month', US, 6_000, 8_000, 'USD', 'month', null, 72_000, 96_000, [USD, M12]],
  ['£60,000 per annum', GB, 60_000, 60_000, 'GBP', 'year', null, 60_000, 60_000, []],
  ['£50k p.a.', GB, 50_000, 50_000, 'GBP', 'year', null, 50_000, 50_000, []],
  ['$95,000/year', US, 95_000, 95_000, 'USD', 'year', null, 95_000, 95_000, [USD]],
  ['$120K annually', US, 120_000, 120_000, 'USD', 'year', null, 120_000, 120_000, [USD]],
  ['Salary: £28,000.00-£32,000.00 per year', GB, 28_000, 32_000, 'GBP', 'year', null, 28_000, 32_000, []],

  // "from", "up to", "+", "between ... and ...", and benefits after the figure.
  ['Up to $120,000 per year', US, null, 120_000, 'USD', 'year', null, null, 120_000, [USD]],
  ['From $90,000', US, 90_000, null, 'USD', 'year', null, 90_000, null, [INFERRED, USD]],
  ['Starting at $22/hour', US, 22, null, 'USD', 'hour', null, 45_760, null, [USD, H]],
  ['up to £70k', GB, null, 70_000, 'GBP', 'year', null, null, 70_000, [INFERRED]],
  ['€55,000+', DE, 55_000, null, 'EUR', 'year', null, 55_000, null, [INFERRED]],
  ['$100K+', US, 100_000, null, 'USD', 'year', null, 100_000, null, [INFERRED, USD]],
  ['between $120,000 and $150,000 per year', US, 120_000, 150_000, 'USD', 'year', null, 120_000, 150_000, [USD]],
  ['$120,000 to $150,000 USD', US, 120_000, 150_000, 'USD', 'year', null, 120_000, 150_000, [INFERRED]],
  ['$80,000 - $100,000 + bonus', US, 80_000, 100_000, 'USD', 'year', null, 80_000, 100_000, [INFERRED, USD]],

  // Numbers around the figure that are not pay: years, levels, experience, a zero price.
  ['2027 Summer Intern, $45/hr', US, 45, 45, 'USD', 'hour', null, 93_600, 93_600, [USD, H]],
  ['Level 3 Engineer: $120k - $150k', US, 120_000, 150_000, 'USD', 'year', null, 120_000, 150_000, [INFERRED, USD]],
  ['3-5年 15-25K·14薪', CN, 15_000, 25_000, 'CNY', 'month', 14, 210_000, 350_000, [CNY, months(14)]],
  ['$120,000 - $150,000 + 10% bonus', US, 120_000, 150_000, 'USD', 'year', null, 120_000, 150_000, [INFERRED, USD]],
  ['Essayer Premium pour 0 €', { language: 'fr' }, null, null, null, null, null, null, null, null],

  // Site-adapter finds: Glassdoor and LinkedIn per-end periods, Workday's decimals, codes after figures.
  ['$171,300.00/yr - $228,400.00/yr', US, 171_300, 228_400, 'USD', 'year', null, 171_300, 228_400, [USD]],
  ['€35K/yr - €75K/yr', EN, 35_000, 75_000, 'EUR', 'year', null, 35_000, 75_000, []],
  ['$48.50/hr - $56/hr', US, 48.5, 56, 'USD', 'hour', null, 100_880, 116_480, [USD, H]],
  ['78,000.00-96,000.00', US, 78_000, 96_000, 'USD', 'year', null, 78_000, 96_000, [INFERRED, USD]],
  ['78,000.00-96,000.00', EN, 78_000, 96_000, null, 'year', null, 78_000, 96_000, [INFERRED]],
  ['184,000 USD - 287,500 USD', EN, 184_000, 287_500, 'USD', 'year', null, 184_000, 287_500, [INFERRED]],
  ['$48 - $56 an hour', US, 48, 56, 'USD', 'hour', null, 99_840, 116_480, [USD, H]],
  ['Pay: $48 - $56 an hour, depending on experience.', US, 48, 56, 'USD', 'hour', null, 99_840, 116_480, [USD, H]],
  // A host's country hint (ca.indeed.com) names the dollar.
  ['$95,000 - $110,000 a year', { language: 'en', country: 'CA' }, 95_000, 110_000, 'CAD', 'year', null, 95_000, 110_000, ['currency_from_context=CAD']],
];

function expectedOf(row: Row): Salary {
  const [text, , min, max, currency, period, monthsPerYear, yearlyMin, yearlyMax, assumptions] = row;
  return {
    ...(min !== null ? { min } : {}),
    ...(max !== null ? { max } : {}),
    ...(currency !== null ? { currency } : {}),
    ...(period !== null ? { period } : {}),
    ...(monthsPerYear !== null ? { monthsPerYear } : {}),
    raw: text.replace(/\s+/g, ' ').trim(),
    ...(assumptions !== null
      ? { yearly: { ...(yearlyMin !== null ? { min: yearlyMin } : {}), ...(yearlyMax !== null ? { max: yearlyMax } : {}), assumptions: [...assumptions] } }
      : {}),
  };
}

describe('parseSalary', () => {
  it('has at least 120 rows', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(120);
  });

  it.each(ROWS.map((row) => [row[0], row[1], row] as const))('%s %j', (text, context, row) => {
    expect(parseSalary(text, context)).toEqual(expectedOf(row));
  });

  it('gives nothing for an empty string', () => {
    expect(parseSalary('')).toBeUndefined();
    expect(parseSalary('   ')).toBeUndefined();
  });
});

describe('parseAmount', () => {
  it.each([
    ['1,000', false, 1_000],
    ['1.000', false, 1_000],
    ["1'000", false, 1_000],
    ['1’000', false, 1_000],
    ['1 000', false, 1_000],
    ['12,00,000', false, 1_200_000],
    ['1,000.50', false, 1_000.5],
    ['1.000,50', false, 1_000.5],
    ['171.3', true, 171.3],
    ['8.5', false, 8.5],
    ['15,50', false, 15.5],
    ['1,200,000', false, 1_200_000],
  ] as const)('%s', (digits, hasMultiplier, expected) => {
    expect(parseAmount(digits, hasMultiplier)).toBe(expected);
  });
});

describe('salaryFromData', () => {
  it.each<readonly [string, RawSalaryData, SalaryContext, Partial<Salary>]>([
    ['Indeed JSON-LD, yearly AUD', { min: 130_000, max: 160_000, currency: 'AUD', unit: 'YEAR' }, AU,
      { min: 130_000, max: 160_000, currency: 'AUD', period: 'year', yearly: { min: 130_000, max: 160_000, assumptions: [] } }],
    ['hourly USD is annualised once', { min: 50, max: 50, currency: 'USD', unit: 'HOUR' }, US,
      { min: 50, max: 50, currency: 'USD', period: 'hour', yearly: { min: 104_000, max: 104_000, assumptions: [H] } }],
    ['monthly CNY', { min: 15_000, max: 25_000, currency: 'CNY', unit: 'MONTH' }, CN,
      { min: 15_000, max: 25_000, currency: 'CNY', period: 'month', yearly: { min: 180_000, max: 300_000, assumptions: [M12] } }],
    ['no unit: inferred from the amount', { min: 90_000, max: 120_000, currency: 'USD' }, US,
      { period: 'year', yearly: { min: 90_000, max: 120_000, assumptions: [INFERRED] } }],
    ['reversed bounds are put in order', { min: 160_000, max: 130_000, currency: 'AUD', unit: 'YEAR' }, AU, { min: 130_000, max: 160_000 }],
    ['"PER_HOUR" and lower-case currency', { min: 20, max: 30, currency: 'usd', unit: 'PER_HOUR' }, US,
      { currency: 'USD', period: 'hour', yearly: { min: 41_600, max: 62_400, assumptions: [H] } }],
    ['a symbol as currency', { min: 60_000, max: 80_000, currency: '€', unit: 'YEAR' }, DE, { currency: 'EUR', period: 'year' }],
    ['weekly', { min: 1_000, currency: 'GBP', unit: 'WEEK' }, GB, { min: 1_000, period: 'week', yearly: { min: 52_000, assumptions: [W] } }],
  ])('%s', (_name, data, context, expected) => {
    expect(salaryFromData(data, context)).toMatchObject(expected);
  });

  it('falls back to the text when the data holds no figure', () => {
    expect(salaryFromData({ currency: 'USD' }, US, '$50/hr')).toMatchObject({ min: 50, period: 'hour', raw: '$50/hr' });
    expect(salaryFromData({ min: 0, max: 0 }, CN)).toBeUndefined();
  });
});

describe('yearlyOf', () => {
  it.each<readonly [Pick<Salary, 'min' | 'max' | 'period' | 'monthsPerYear'>, Salary['yearly']]>([
    [{ min: 15_000, max: 25_000, period: 'month', monthsPerYear: 14 }, { min: 210_000, max: 350_000, assumptions: ['months_per_year=14'] }],
    [{ min: 15_000, period: 'month' }, { min: 180_000, assumptions: [M12] }],
    [{ max: 50, period: 'hour' }, { max: 104_000, assumptions: [H] }],
    [{ min: 300, max: 400, period: 'day' }, { min: 78_000, max: 104_000, assumptions: [D] }],
    [{ min: 100_000, max: 120_000, period: 'year' }, { min: 100_000, max: 120_000, assumptions: [] }],
    [{ min: 100_000 }, undefined],
  ])('%j', (salary, expected) => {
    expect(yearlyOf(salary)).toEqual(expected);
  });
});

describe('periodOfUnit', () => {
  it.each<readonly [string | undefined, SalaryPeriod | undefined]>([
    ['YEAR', 'year'],
    ['HOUR', 'hour'],
    ['PER_HOUR', 'hour'],
    // Workday's "1 YEAR", Lagou/Glassdoor-style slugs, the data's adjectives.
    ['1 YEAR', 'year'],
    ['1 HOUR', 'hour'],
    ['per-year-salary', 'year'],
    ['per-month-salary', 'month'],
    ['per-hour-salary', 'hour'],
    ['HOURLY', 'hour'],
    ['ANNUAL', 'year'],
    ['MONTHLY', 'month'],
    ['weekly', 'week'],
    ['DAILY', 'day'],
    ['OTHER', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s', (unit, expected) => {
    expect(periodOfUnit(unit)).toBe(expected);
  });
});

describe('findSalaryText', () => {
  it.each<readonly [string, string | undefined]>([
    ['The base salary range for this role is $172,000 - $215,000 per year.', '$172,000 - $215,000 per year'],
    ['Compensation: $120K – $150K + equity', '$120K – $150K'],
    ['Salary range: £45,000 - £55,000 per annum', '£45,000 - £55,000 per annum'],
    ['Pay range: $25.00 - $32.00/hour', '$25.00 - $32.00/hour'],
    ['This role pays $50/hr.', '$50/hr'],
    ['The US base salary range for this full-time position is $214,300 - $321,500.', '$214,300 - $321,500'],
    ['薪资：15-25K·16薪，地点：杭州', '15-25K·16薪'],
    ['月薪：1.5-2.5万', '1.5-2.5万'],
    // The currency code after each figure (Workday), and an hourly range with its words.
    ['The base salary range is 184,000 USD - 287,500 USD for Level 4, depending on location', '184,000 USD - 287,500 USD'],
    ['Salary: 90,000 EUR per year', '90,000 EUR per year'],
    ['Pay: $48 - $56 an hour, depending on experience.', '$48 - $56 an hour'],
    ['The salary range for Level 2 is 3 to 5 years of experience.', undefined],
    ['We raised $40M in funding last year.', undefined],
    ['We offer a competitive salary and equity.', undefined],
  ])('%s', (line, expected) => {
    expect(findSalaryText([line])).toBe(expected);
  });
});
