import { describe, expect, it } from 'vitest';
import { CHINA_TIME, chineseNumber, parsePostedDate } from '@/lib/normalize/date';

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
    // A date-time keeps its time; with no offset and no page time zone it is read as UTC.
    ['2026-02-28 10:12:33', '2026-02-28T10:12:33.000Z'],
    // Glassdoor's card ages, with or without "ago".
    ['30d+ ago', '2026-10-30T12:00:00.000Z'],
    ['30d+', '2026-10-30T12:00:00.000Z'],
    ['5d', '2026-11-24T12:00:00.000Z'],
    ['24h', '2026-11-28T12:00:00.000Z'],
    ['2w', '2026-11-15T12:00:00.000Z'],
    // A time of day alone is today's (UTC here, with no page time zone).
    ['09:47 发布于拉勾网', '2026-11-29T09:47:00.000Z'],
    ['11:30', '2026-11-29T11:30:00.000Z'],
    // Later than the reading: yesterday's.
    ['18:05', '2026-11-28T18:05:00.000Z'],
    ['昨天 15:30', '2026-11-28T15:30:00.000Z'],
    ['3:15 PM', '2026-11-28T15:15:00.000Z'],
    // "This week" names no day: left unknown rather than guessed.
    ['本周更新', undefined],
    ['本周发布', undefined],
    // Nothing to read.
    ['', undefined],
    ['Be an early applicant', undefined],
    ['2026-02-30', undefined],
    ['5 days', undefined],
    ['Room 12:30B', undefined],
  ])('%s', (text, expected) => {
    expect(parsePostedDate(text, READ_AT)).toBe(expected);
  });

  // A Chinese board writes its times in China time (+08:00) and gives no offset; noon UTC is 20:00 there.
  it.each<readonly [string, string | undefined]>([
    ['2026-02-28 10:12:33', '2026-02-28T02:12:33.000Z'],
    ['2026-02-27T18:04:11', '2026-02-27T10:04:11.000Z'],
    ['2026-08-06 00:30', '2026-08-05T16:30:00.000Z'],
    ['20220816104745', '2022-08-16T02:47:45.000Z'],
    // An offset of its own wins; an instant (epoch) has none to apply.
    ['2025-12-16T17:08:54-05:00', '2025-12-16T22:08:54.000Z'],
    ['2026-08-06T07:39:35.941Z', '2026-08-06T07:39:35.941Z'],
    ['1785997175941', '2026-08-06T06:19:35.941Z'],
    // A date without a time is a day: midnight UTC, as on every board.
    ['2026-08-06', '2026-08-06T00:00:00.000Z'],
    ['更新于：2022-07-17', '2022-07-17T00:00:00.000Z'],
    // Lagou's "09:47 发布于拉勾网": today at 09:47 China time, i.e. 01:47 UTC.
    ['09:47 发布于拉勾网', '2026-11-29T01:47:00.000Z'],
    // 21:30 China time is still to come at 20:00: it was yesterday's.
    ['21:30 发布于拉勾网', '2026-11-28T13:30:00.000Z'],
    // A few minutes ahead is the two clocks disagreeing: now.
    ['20:10 发布于拉勾网', READ_AT],
    // Past midnight in China (00:30 on the 30th) while it is still the 29th in UTC.
    ['昨天 23:50', '2026-11-28T15:50:00.000Z'],
    ['今天 00:10', '2026-11-29T16:10:00.000Z'],
    // Relative ages do not depend on the time zone.
    ['3天前', '2026-11-26T12:00:00.000Z'],
  ])('%s in China time', (text, expected) => {
    const readAt = text === '今天 00:10' ? '2026-11-29T16:30:00.000Z' : READ_AT;
    expect(parsePostedDate(text, readAt, CHINA_TIME)).toBe(expected);
  });

  it('reads any offset given as the page time zone', () => {
    expect(parsePostedDate('2026-02-28 10:12', READ_AT, '-05:00')).toBe('2026-02-28T15:12:00.000Z');
    expect(parsePostedDate('2026-02-28 10:12', READ_AT, '+0530')).toBe('2026-02-28T04:42:00.000Z');
    expect(parsePostedDate('2026-02-28 10:12', READ_AT, 'Z')).toBe('2026-02-28T10:12:00.000Z');
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
