import { describe, expect, it } from 'vitest';
import { chineseNumber, parsePostedDate } from '@/lib/normalize/date';

// Read on a Sunday at noon UTC; relative dates count back from here.
const READ_AT = '2026-11-29T12:00:00.000Z';

describe('parsePostedDate', () => {
  it.each<readonly [string, string | undefined]>([
    // Relative, English (LinkedIn, Indeed, Workday, Built In).
    ['2 hours ago', '2026-11-29T10:00:00.000Z'],
    ['24 minutes ago', '2026-11-29T11:36:00.000Z'],
    ['1 week ago', '2026-11-22T12:00:00.000Z'],
    ['Reposted 2 weeks ago', '2026-11-15T12:00:00.000Z'],
    ['1 month ago', '2026-10-30T12:00:00.000Z'],
    ['a day ago', '2026-11-28T12:00:00.000Z'],
    ['three days ago', '2026-11-26T12:00:00.000Z'],
    ['Posted 7 Days Ago', '2026-11-22T12:00:00.000Z'],
    ['Posted 30+ days ago', '2026-10-30T12:00:00.000Z'],
    ['Posted Today', READ_AT],
    ['Just posted', READ_AT],
    ['Yesterday', '2026-11-28T12:00:00.000Z'],
    // German Workday.
    ['Vor 7 Tagen', '2026-11-22T12:00:00.000Z'],
    ['Heute', READ_AT],
    // Relative, Chinese.
    ['发布于 2 小时前', '2026-11-29T10:00:00.000Z'],
    ['5分钟前', '2026-11-29T11:55:00.000Z'],
    ['3天前', '2026-11-26T12:00:00.000Z'],
    ['2天前发布', '2026-11-27T12:00:00.000Z'],
    ['1 个月前', '2026-10-30T12:00:00.000Z'],
    ['三天前', '2026-11-26T12:00:00.000Z'],
    ['今天发布', READ_AT],
    ['今日更新', READ_AT],
    ['刚刚', READ_AT],
    ['昨天', '2026-11-28T12:00:00.000Z'],
    ['前天', '2026-11-27T12:00:00.000Z'],
    // Absolute: ISO with and without offset, epoch, Liepin's packed digits, Chinese dates.
    ['2026-08-06T07:39:35.941Z', '2026-08-06T07:39:35.941Z'],
    ['2025-06-06T18:36:29.484+00:00', '2025-06-06T18:36:29.484Z'],
    ['2025-12-16T17:08:54-05:00', '2025-12-16T22:08:54.000Z'],
    ['2020-11-02T13:40:43', '2020-11-02T13:40:43.000Z'],
    ['2021-02-26 17:11:47', '2021-02-26T17:11:47.000Z'],
    ['2026-08-06', '2026-08-06T00:00:00.000Z'],
    ['2026/08/06', '2026-08-06T00:00:00.000Z'],
    ['1785997175941', '2026-08-06T06:19:35.941Z'],
    ['1785997175', '2026-08-06T06:19:35.000Z'],
    ['20220816104745', '2022-08-16T10:47:45.000Z'],
    ['更新于：2022-07-17', '2022-07-17T00:00:00.000Z'],
    ['2026年8月6日', '2026-08-06T00:00:00.000Z'],
    // Year-less: the latest such day not after the reading.
    ['8月6日', '2026-08-06T00:00:00.000Z'],
    ['02-26发布', '2026-02-26T00:00:00.000Z'],
    ['更新于 02-26', '2026-02-26T00:00:00.000Z'],
    ['12-26', '2025-12-26T00:00:00.000Z'],
    ['Aug 6, 2026', '2026-08-06T00:00:00.000Z'],
    ['Posted on 6 August 2026', '2026-08-06T00:00:00.000Z'],
    ['6 Aug', '2026-08-06T00:00:00.000Z'],
    ['December 1', '2025-12-01T00:00:00.000Z'],
    // Nothing to read.
    ['', undefined],
    ['Be an early applicant', undefined],
    ['2026-02-30', undefined],
  ])('%s', (text, expected) => {
    expect(parsePostedDate(text, READ_AT)).toBe(expected);
  });

  it('gives nothing when the time of reading is not a date', () => {
    expect(parsePostedDate('2 hours ago', 'not a date')).toBeUndefined();
  });
});

describe('chineseNumber', () => {
  it.each<readonly [string, number | undefined]>([
    ['3', 3],
    ['三', 3],
    ['两', 2],
    ['十', 10],
    ['十二', 12],
    ['二十', 20],
    ['二十五', 25],
    ['半', 0.5],
    ['abc', undefined],
  ])('%s', (text, expected) => {
    expect(chineseNumber(text)).toBe(expected);
  });
});
