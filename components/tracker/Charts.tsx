import type { ComponentChildren } from 'preact';
import type { Lang, MessageKey } from '@/lib/i18n';
import type { PayChart, PipelineChart, PipelineStage, SitesChart, TrackerCharts, WeekCount, WeeklyChart } from '@/lib/tracker/charts';
import { useI18n } from '../i18n';
import { statusKey } from './bits';
import './charts.css';

/**
 * The tracker page's charts, drawn by hand in SVG: each has a heading, a picture with a summary
 * for screen readers (role="img" hides its parts, which are repeated in the table), its sample
 * size, and a table with the same numbers. No inline styles (the extension's CSP), classes only.
 */

/** Every string these charts show; the keys live in public/_locales with the rest. */
export const CHARTS_KEYS = [
  'charts_title',
  'charts_showTable',
  'charts_sampleSize',
  'charts_colPostings',
  'charts_pipelineTitle',
  'charts_pipelineNote',
  'charts_pipelineEmpty',
  'charts_pipelineSummary',
  'charts_pipelineCaption',
  'charts_colStage',
  'charts_rejected_saved',
  'charts_rejected_applied',
  'charts_rejected_interviewing',
  'charts_rejected_offer',
  'charts_weeklyTitle',
  'charts_weeklyEmpty',
  'charts_weeklySummary',
  'charts_weeklyCaption',
  'charts_colWeek',
  'charts_colApplications',
  'charts_weekOf',
  'charts_sitesTitle',
  'charts_sitesEmpty',
  'charts_sitesSummary',
  'charts_sitesCaption',
  'charts_colSite',
  'charts_colAnswered',
  'charts_colShare',
  'charts_other',
  'charts_unknownSite',
  'charts_sitesBar',
  'charts_legendAnswered',
  'charts_legendWaiting',
  'charts_payTitle',
  'charts_payEmpty',
  'charts_payEmptyIn',
  'charts_paySummary',
  'charts_paySummaryExpected',
  'charts_payCaption',
  'charts_payNote',
  'charts_colPay',
  'charts_range',
  'charts_rangeUnder',
  'charts_rangeOver',
  'charts_expectedMarker',
  'charts_expected',
  'charts_atOrAbove',
  'charts_below',
  'charts_notComparable',
  'charts_noPay',
  'charts_noExpectation',
  'charts_payOpenEnds',
] as const;
type ChartsKey = (typeof CHARTS_KEYS)[number];

type Params = Record<string, string | number>;
type Tr = (key: ChartsKey | MessageKey, params?: Params) => string;

interface Format {
  tr: Tr;
  count(value: number): string;
  percent(value: number): string;
  money(value: number, currency: string): string;
  /** A YYYY-MM-DD day, short ("12/28", for the axis) or in full with its year. */
  day(day: string, withYear?: boolean): string;
}

/** Intl formatters are slow to build: one set per language, shared by every chart and render. */
const formatters = new Map<Lang, Omit<Format, 'tr'>>();

function formattersOf(lang: Lang): Omit<Format, 'tr'> {
  let found = formatters.get(lang);
  if (!found) {
    const locale = lang === 'zh' ? 'zh-CN' : 'en-US';
    const counts = new Intl.NumberFormat(locale);
    const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    // Numeric on the axis: twelve "11月16日" side by side run into each other.
    const short = new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    found = {
      count: (value) => counts.format(value),
      percent: (value) => percents.format(value),
      money: (value, currency) => compactMoney(value, currency, locale),
      day: (day, withYear = false) => (withYear ? long : short).format(new Date(`${day}T00:00:00Z`)),
    };
    formatters.set(lang, found);
  }
  return found;
}

function useFormat(): Format {
  const { t, lang } = useI18n();
  // The charts' keys join the catalogue when public/_locales is merged; until then the type does not know them.
  return { ...formattersOf(lang), tr: (key, params) => t(key as MessageKey, params) };
}

const moneyFormats = new Map<string, Intl.NumberFormat | null>();

/** "€60K", "€6万", "€62.5K": bin bounds are round, so no forced decimals (lib/i18n/format would write "€60.0K"). */
function compactMoney(value: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        notation: 'compact',
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      });
    } catch {
      format = null;
    }
    moneyFormats.set(key, format);
  }
  return format ? format.format(value) : `${currency} ${Math.round(value)}`.trim();
}

const REJECTED_KEY: Record<PipelineStage, ChartsKey> = {
  saved: 'charts_rejected_saved',
  applied: 'charts_rejected_applied',
  interviewing: 'charts_rejected_interviewing',
  offer: 'charts_rejected_offer',
};

/** Labels longer than this are cut in the picture; the table has them whole. */
const LABEL_CHARS = 28;
const clip = (text: string, max = LABEL_CHARS) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function Charts({ charts }: { charts: TrackerCharts }) {
  const { tr } = useFormat();
  return (
    <section class="charts" data-testid="charts" aria-labelledby="charts-title">
      <h2 id="charts-title">{tr('charts_title')}</h2>
      <div class="charts-grid">
        <Pipeline chart={charts.pipeline} />
        <Weekly chart={charts.weekly} />
        <Sites chart={charts.sites} />
        <Pay chart={charts.pay} />
      </div>
    </section>
  );
}

// Layout, in the pictures' own units (the SVG scales to its box)

const WIDTH = 640;
const ROW_H = 26;
const BAR_H = 16;
const GROUP_GAP = 14;
const LABEL_W = 200;
const V_HEIGHT = 214;
const V_TOP = 34;
const V_BASE = V_HEIGHT - 40;
const V_SIDE = 10;

interface FrameProps {
  id: string;
  title: string;
  n: number;
  /** The empty state's text, when there is nothing to draw. */
  empty: string | null;
  label: string;
  height: number;
  picture: ComponentChildren;
  /** Visible notes under the picture (shown with the empty state too). */
  notes?: ComponentChildren;
  table: ComponentChildren;
}

function Frame({ id, title, n, empty, label, height, picture, notes, table }: FrameProps) {
  const { tr } = useFormat();
  return (
    <section class="chart" data-testid={`chart-${id}`} aria-labelledby={`chart-${id}-title`}>
      <h3 id={`chart-${id}-title`}>{title}</h3>
      {empty !== null ? (
        <p class="chart-empty" data-testid="chart-empty">
          {empty}
        </p>
      ) : (
        <figure class="chart-figure">
          {/* role="img" makes the parts presentational: the label sums them up, the table has each number. */}
          <svg
            role="img"
            aria-label={label}
            class="chart-svg"
            data-testid="chart-svg"
            viewBox={`0 0 ${WIDTH} ${height}`}
            width={WIDTH}
            height={height}
          >
            {picture}
          </svg>
          <figcaption class="chart-caption" data-testid="chart-n">
            {tr('charts_sampleSize', { n })}
          </figcaption>
        </figure>
      )}
      {notes}
      {empty === null && (
        <details class="chart-table-box">
          <summary>{tr('charts_showTable')}</summary>
          {table}
        </details>
      )}
    </section>
  );
}

interface HRow {
  key: string;
  label: string;
  value: number;
  cls: string;
  /** The figure written after the bar: the bars are told apart by their labels and figures, not by colour alone. */
  text: string;
  /** A part of the bar drawn over it from the left (the answered share of the applications). */
  part?: { value: number; cls: string };
  gapBefore?: boolean;
}

function hLayout(rows: readonly HRow[]): { ys: number[]; height: number } {
  const ys: number[] = [];
  let y = 6;
  for (const row of rows) {
    if (row.gapBefore) y += GROUP_GAP;
    ys.push(y);
    y += ROW_H;
  }
  return { ys, height: y + 2 };
}

/** Horizontal bars with their labels on the left and their figures on the right. */
function HBars({ rows, ys, textWidth }: { rows: readonly HRow[]; ys: readonly number[]; textWidth: number }) {
  const span = WIDTH - LABEL_W - textWidth;
  const max = Math.max(1, ...rows.map((row) => row.value));
  const width = (value: number) => (value <= 0 ? 0 : Math.max(2, (value / max) * span));
  return (
    <>
      {rows.map((row, i) => {
        const y = ys[i]!;
        const w = width(row.value);
        return (
          <g key={row.key} data-row={row.key}>
            <text x={LABEL_W - 8} y={y + 12.5} text-anchor="end">
              {clip(row.label)}
            </text>
            {w > 0 && <rect class={`bar ${row.cls}`} x={LABEL_W} y={y} width={w} height={BAR_H} />}
            {row.part && row.part.value > 0 && (
              <rect class={`bar ${row.part.cls}`} x={LABEL_W} y={y} width={width(row.part.value)} height={BAR_H} />
            )}
            <text class="bar-value" x={LABEL_W + w + 6} y={y + 12.5}>
              {row.text}
            </text>
          </g>
        );
      })}
    </>
  );
}

interface VBar {
  key: string;
  value: number;
  cls: string;
}

/**
 * Vertical bars, one slot each, with the figure above every bar (a zero too, so an empty week reads
 * as 0, not as missing). `over` is drawn over the bars but under the figures, which stay readable.
 */
function VBars({ bars, format, over }: { bars: readonly VBar[]; format(value: number): string; over?: ComponentChildren }) {
  const slot = (WIDTH - 2 * V_SIDE) / Math.max(1, bars.length);
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const barWidth = slot * 0.64;
  const placed = bars.map((bar, i) => ({
    bar,
    h: bar.value <= 0 ? 0 : Math.max(2, (bar.value / max) * (V_BASE - V_TOP)),
    x: V_SIDE + i * slot + (slot - barWidth) / 2,
  }));
  return (
    <>
      <line class="chart-axis" x1={V_SIDE} y1={V_BASE} x2={WIDTH - V_SIDE} y2={V_BASE} />
      {placed.map(
        ({ bar, h, x }) => h > 0 && <rect key={bar.key} class={`bar ${bar.cls}`} x={x} y={V_BASE - h} width={barWidth} height={h} />,
      )}
      {over}
      {placed.map(({ bar, h, x }) => (
        <text key={bar.key} class="bar-value" x={x + barWidth / 2} y={V_BASE - h - 5} text-anchor="middle">
          {format(bar.value)}
        </text>
      ))}
    </>
  );
}

interface TableProps {
  caption: string;
  head: readonly string[];
  /** The first cell is the row's header. */
  rows: readonly { key: string; cells: readonly string[] }[];
}

function Table({ caption, head, rows }: TableProps) {
  return (
    <table class="chart-table" data-testid="chart-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((cell, i) => (
            <th key={i} scope="col" class={i > 0 ? 'num' : undefined}>
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.cells[0]}</th>
            {row.cells.slice(1).map((cell, i) => (
              <td key={i} class="num">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// The four charts

function Pipeline({ chart }: { chart: PipelineChart }) {
  const f = useFormat();
  const { tr } = f;
  const rows: HRow[] = [
    ...chart.reached.map(({ stage, count }) => ({
      key: `reached-${stage}`,
      label: tr(statusKey(stage)),
      value: count,
      cls: 'bar-stage',
      text: f.count(count),
    })),
    ...chart.rejected.map(({ after, count }, i) => ({
      key: `rejected-${after}`,
      label: tr(REJECTED_KEY[after]),
      value: count,
      cls: 'bar-rejected',
      text: f.count(count),
      gapBefore: i === 0,
    })),
    {
      key: 'archived',
      label: tr('tracker_status_archived'),
      value: chart.archived,
      cls: 'bar-archived',
      text: f.count(chart.archived),
      gapBefore: true,
    },
  ];
  const { ys, height } = hLayout(rows);
  const reached = (stage: PipelineStage) => chart.reached.find((row) => row.stage === stage)?.count ?? 0;
  const rejected = (stage: PipelineStage) => chart.rejected.find((row) => row.after === stage)?.count ?? 0;
  const label = tr('charts_pipelineSummary', {
    n: chart.n,
    saved: reached('saved'),
    applied: reached('applied'),
    interviewing: reached('interviewing'),
    offer: reached('offer'),
    rejectedSaved: rejected('saved'),
    rejectedApplied: rejected('applied'),
    rejectedInterviewing: rejected('interviewing'),
    rejectedOffer: rejected('offer'),
    archived: chart.archived,
  });
  return (
    <Frame
      id="pipeline"
      title={tr('charts_pipelineTitle')}
      n={chart.n}
      empty={chart.n === 0 ? tr('charts_pipelineEmpty') : null}
      label={label}
      height={height}
      picture={<HBars rows={rows} ys={ys} textWidth={70} />}
      notes={chart.n > 0 && <p class="chart-note">{tr('charts_pipelineNote')}</p>}
      table={
        <Table
          caption={tr('charts_pipelineCaption')}
          head={[tr('charts_colStage'), tr('charts_colPostings')]}
          rows={rows.map((row) => ({ key: row.key, cells: [row.label, row.text] }))}
        />
      }
    />
  );
}

function Weekly({ chart }: { chart: WeeklyChart }) {
  const f = useFormat();
  const { tr } = f;
  const first = chart.weeks[0];
  const last = chart.weeks[chart.weeks.length - 1];
  // The busiest week; the latest of equals, as the one the user remembers.
  const busiest = chart.weeks.reduce<WeekCount | undefined>((best, week) => (!best || week.count >= best.count ? week : best), undefined);
  const label =
    first && last && busiest
      ? tr('charts_weeklySummary', {
          n: chart.n,
          from: f.day(first.start, true),
          to: f.day(last.start, true),
          max: busiest.count,
          week: f.day(busiest.start, true),
        })
      : '';
  const slot = (WIDTH - 2 * V_SIDE) / Math.max(1, chart.weeks.length);
  const picture = (
    <>
      <VBars bars={chart.weeks.map((week) => ({ key: week.week, value: week.count, cls: 'bar-week' }))} format={f.count} />
      {chart.weeks.map((week, i) => {
        const x = V_SIDE + i * slot + slot / 2;
        const year = week.start.slice(0, 4);
        // The year is written under the first week and where it changes (a window across New Year).
        const showYear = i === 0 || chart.weeks[i - 1]!.start.slice(0, 4) !== year;
        return (
          <g key={week.week}>
            <text class="axis-label" x={x} y={V_BASE + 16} text-anchor="middle">
              {f.day(week.start)}
            </text>
            {showYear && (
              <text class="axis-label" x={x} y={V_BASE + 31} text-anchor="middle">
                {year}
              </text>
            )}
          </g>
        );
      })}
    </>
  );
  return (
    <Frame
      id="weekly"
      title={tr('charts_weeklyTitle')}
      n={chart.n}
      empty={chart.n === 0 ? tr('charts_weeklyEmpty') : null}
      label={label}
      height={V_HEIGHT}
      picture={picture}
      table={
        <Table
          caption={tr('charts_weeklyCaption')}
          head={[tr('charts_colWeek'), tr('charts_colApplications')]}
          rows={chart.weeks.map((week) => ({
            key: week.week,
            cells: [tr('charts_weekOf', { week: week.week, date: f.day(week.start, true) }), f.count(week.count)],
          }))}
        />
      }
    />
  );
}

function Sites({ chart }: { chart: SitesChart }) {
  const f = useFormat();
  const { tr } = f;
  const lines = [
    ...chart.sites.map((site) => ({ key: `site-${site.site}`, name: site.site || tr('charts_unknownSite'), ...site })),
    ...(chart.other ? [{ key: 'other', name: tr('charts_other', { count: chart.other.sites }), ...chart.other }] : []),
  ];
  const rows: HRow[] = lines.map((line) => ({
    key: line.key,
    label: line.name,
    value: line.applications,
    cls: 'bar-applications',
    part: { value: line.answered, cls: 'bar-answered' },
    text: tr('charts_sitesBar', {
      answered: f.count(line.answered),
      applications: f.count(line.applications),
      share: f.percent(line.share),
    }),
  }));
  const { ys, height } = hLayout(rows);
  const top = lines[0];
  const label = top
    ? tr('charts_sitesSummary', {
        answered: chart.answered,
        n: chart.n,
        share: f.percent(chart.n === 0 ? 0 : chart.answered / chart.n),
        site: top.name,
        siteApplications: top.applications,
      })
    : '';
  return (
    <Frame
      id="sites"
      title={tr('charts_sitesTitle')}
      n={chart.n}
      empty={chart.n === 0 ? tr('charts_sitesEmpty') : null}
      label={label}
      height={height}
      picture={<HBars rows={rows} ys={ys} textWidth={150} />}
      notes={
        chart.n > 0 && (
          <ul class="chart-legend">
            <li>
              <span class="swatch answered" aria-hidden="true" />
              {tr('charts_legendAnswered')}
            </li>
            <li>
              <span class="swatch waiting" aria-hidden="true" />
              {tr('charts_legendWaiting')}
            </li>
          </ul>
        )
      }
      table={
        <Table
          caption={tr('charts_sitesCaption')}
          head={[tr('charts_colSite'), tr('charts_colApplications'), tr('charts_colAnswered'), tr('charts_colShare')]}
          rows={lines.map((line) => ({
            key: line.key,
            cells: [line.name, f.count(line.applications), f.count(line.answered), f.percent(line.share)],
          }))}
        />
      }
    />
  );
}

function Pay({ chart }: { chart: PayChart }) {
  const f = useFormat();
  const { tr } = f;
  const currency = chart.currency ?? '';
  const money = (value: number) => f.money(value, currency);
  const last = chart.bins.length - 1;
  const rangeOf = (bin: PayChart['bins'][number], i: number) =>
    i === 0 && chart.openStart && i !== last
      ? tr('charts_rangeUnder', { to: money(bin.to) })
      : i === last && chart.openEnd && i !== 0
        ? tr('charts_rangeOver', { from: money(bin.from) })
        : tr('charts_range', { from: money(bin.from), to: money(bin.to) });

  const slot = (WIDTH - 2 * V_SIDE) / Math.max(1, chart.bins.length);
  const from = chart.bins[0]?.from ?? 0;
  const to = chart.bins[last]?.to ?? 1;
  const xOf = (value: number) => V_SIDE + ((value - from) / (to - from || 1)) * (WIDTH - 2 * V_SIDE);
  const expected = chart.expectation?.yearly;
  const markerX = expected === undefined ? 0 : xOf(expected);
  const anchor = markerX < WIDTH * 0.25 ? 'start' : markerX > WIDTH * 0.75 ? 'end' : 'middle';
  const picture = (
    <>
      <VBars
        bars={chart.bins.map((bin, i) => ({ key: String(i), value: bin.count, cls: 'bar-pay' }))}
        format={f.count}
        over={expected !== undefined && <line class="marker-line" data-testid="pay-marker" x1={markerX} y1={18} x2={markerX} y2={V_BASE} />}
      />
      {[...chart.bins.map((bin) => bin.from), to].map((edge, i, edges) => (
        <text
          key={i}
          class="axis-label"
          x={V_SIDE + i * slot}
          y={V_BASE + 16}
          text-anchor={i === 0 ? 'start' : i === edges.length - 1 ? 'end' : 'middle'}
        >
          {money(edge)}
        </text>
      ))}
      {expected !== undefined && (
        <text class="marker-text" x={markerX} y={13} text-anchor={anchor}>
          {tr('charts_expectedMarker', { amount: money(expected) })}
        </text>
      )}
    </>
  );

  const range = { currency, n: chart.n, min: money(chart.min ?? 0), max: money(chart.max ?? 0), median: money(chart.median ?? 0) };
  const label = chart.expectation
    ? tr('charts_paySummaryExpected', {
        ...range,
        expected: money(chart.expectation.yearly),
        atOrAbove: chart.expectation.atOrAbove,
        below: chart.expectation.below,
      })
    : tr('charts_paySummary', range);
  const facts: [string, string, string][] = [
    ...(chart.expectation
      ? ([
          ['expected', tr('charts_expected'), money(chart.expectation.yearly)],
          ['above', tr('charts_atOrAbove'), f.count(chart.expectation.atOrAbove)],
          ['below', tr('charts_below'), f.count(chart.expectation.below)],
        ] as [string, string, string][])
      : []),
    ['other-currency', tr('charts_notComparable'), f.count(chart.notComparable)],
    ['no-pay', tr('charts_noPay'), f.count(chart.noPay)],
  ];
  const notes = (
    <>
      {!chart.expectation && chart.currency && (
        <p class="chart-note" data-testid="pay-no-expectation">
          {tr('charts_noExpectation', { currency })}
        </p>
      )}
      {/* With nothing saved at all, rows of zeros would only repeat the empty state. */}
      {(chart.n > 0 || chart.expectation || chart.notComparable > 0 || chart.noPay > 0) && (
        <dl class="chart-facts" data-testid="pay-facts">
          {facts.map(([key, name, value]) => (
            <div key={key} class="chart-fact" data-fact={key}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {chart.n > 0 && <p class="chart-note">{tr('charts_payNote')}</p>}
      {(chart.openStart || chart.openEnd) && <p class="chart-note">{tr('charts_payOpenEnds')}</p>}
    </>
  );
  return (
    <Frame
      id="pay"
      title={tr('charts_payTitle')}
      n={chart.n}
      empty={chart.n === 0 ? (chart.currency ? tr('charts_payEmptyIn', { currency }) : tr('charts_payEmpty')) : null}
      label={label}
      height={V_HEIGHT}
      picture={picture}
      notes={notes}
      table={
        <Table
          caption={tr('charts_payCaption', { currency })}
          head={[tr('charts_colPay'), tr('charts_colPostings')]}
          rows={chart.bins.map((bin, i) => ({ key: String(i), cells: [rangeOf(bin, i), f.count(bin.count)] }))}
        />
      }
    />
  );
}
