import { readFileSync } from 'node:fs';
import { parseHTML } from 'linkedom';
import { loadCorpus } from '../../support/corpus';

/**
 * List+detail test pages made from the corpus pages: the fixture's list holds one card per job, its
 * detail pane holds the first job, and a small page script plays the site. When a card is clicked it
 * changes the address first (history.pushState, as the sites do), marks the card, and renders the
 * job in the pane after a short "fetch" delay, through a loading state on sites that show one. The
 * pane markup of every job is the fixture's own pane with the job's id, title and company put in.
 */

export interface SpaJob {
  id: string;
  title: string;
  company: string;
}

export interface SpaSite {
  site: 'linkedin' | 'indeed' | 'boss';
  fixture: string;
  /** The fixture's own selected job, as its markup spells it; jobs[0] is the same job. */
  jobs: SpaJob[];
  /** The element whose children the site re-renders for each job. */
  pane: string;
  /** The list, and in it the card of the fixture's job (the template of every card). */
  list: string;
  card: string;
  /** The class of the selected card, and where it goes inside the card (the card itself when absent). */
  active: string;
  activeIn?: string;
  /** The query parameter naming the selected job; absent: selecting a job leaves the address alone. */
  param?: string;
  /** The site empties the pane into a loading state before the next job renders. */
  loading: boolean;
  /** What the site's own earlier scripts set up, for the fixture's inline scripts that use it. */
  prelude?: string;
}

/** How long each "fetch" of a job takes, in turn (ms): the pane always follows the address. */
export const FETCH_DELAYS = [60, 140, 30, 110, 150, 80, 120, 45, 150, 95];

export const SPA_SITES: Record<SpaSite['site'], SpaSite> = {
  linkedin: {
    site: 'linkedin',
    fixture: 'search-pane',
    jobs: [
      { id: '4230011223', title: 'Platform Engineer', company: 'Harrow & Vale Insurance' },
      { id: '4231500101', title: 'Site Reliability Engineer', company: 'Pinecrest Data' },
      { id: '4231500202', title: 'Cloud Security Engineer', company: 'Quillfield Health' },
      { id: '4231500303', title: 'Developer Productivity Engineer', company: 'Marrowby Games' },
      { id: '4231500404', title: 'Staff Infrastructure Engineer', company: 'Ashgrove Energy' },
    ],
    pane: '.jobs-search__job-details--container',
    list: 'ul.scaffold-layout__list-container',
    card: 'li[data-occludable-job-id="4230011223"]',
    active: 'jobs-search-results-list__list-item--active',
    activeIn: '.job-card-container',
    param: 'currentJobId',
    loading: true,
  },
  indeed: {
    site: 'indeed',
    fixture: 'search-pane',
    jobs: [
      { id: '9f2c4e1a7b3d5086', title: 'Senior Data Engineer', company: 'Bramblewood Analytics' },
      { id: '1a2b3c4d5e6f7081', title: 'Analytics Engineer', company: 'Pecan Street Outfitters' },
      { id: '2b3c4d5e6f708192', title: 'Machine Learning Engineer', company: 'Cedar Hollow Labs' },
      { id: '3c4d5e6f708192a3', title: 'Data Platform Engineer', company: 'Lonestar Freight Tech' },
      { id: '4d5e6f708192a3b4', title: 'Staff Data Engineer', company: 'Riverbend Logistics' },
    ],
    pane: '#jobsearch-ViewjobPaneWrapper',
    list: '#mosaic-provider-jobcards > ul',
    card: '#mosaic-provider-jobcards > ul > li',
    active: 'vjs-highlight',
    activeIn: '.cardOutline',
    param: 'vjk',
    // Indeed keeps the last job in the pane until the next one arrives; this pane names no job key of its own.
    loading: false,
    prelude: 'window.mosaic = { providerData: {} };',
  },
  boss: {
    site: 'boss',
    fixture: 'search-pane',
    jobs: [
      { id: '6d02f9a1be837c541nR93d28EVVX', title: '高级数据分析专家', company: '远帆数据' },
      { id: '7e13a0b2cf948d652nS04e39FWWY', title: '数据分析师', company: '明溪零售' },
      { id: '8f24b1c3d0a59e763nT15f40GXXZ', title: '数据运营专员', company: '栖云文旅' },
      { id: '9a35c2d4e1b60f874nU26a51HYYA', title: '商业分析经理', company: '澄湖科技' },
      { id: 'a046d3e5f2c71a985nV37b62IZZB', title: '数据产品经理', company: '青禾网络' },
    ],
    pane: '.job-detail-container',
    list: 'ul.rec-job-list',
    card: 'li.job-card-box.active',
    active: 'active',
    // The search page keeps its address (?query=&city=) while the pane follows the selected card.
    loading: true,
  },
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The fixture's markup for `from`, rewritten for `to`: its id, title and company wherever they appear. */
function rewrite(html: string, from: SpaJob, to: SpaJob): string {
  return html
    .split(from.id)
    .join(to.id)
    .split(escapeHtml(from.title))
    .join(escapeHtml(to.title))
    .split(escapeHtml(from.company))
    .join(escapeHtml(to.company));
}

export interface SpaPage {
  url: string;
  html: string;
  /** The address of the page when `job` is selected. */
  urlOf(job: SpaJob): string;
}

/** The served page of a site: the fixture with a card per job, the first job in the pane, and the site's script. */
export function spaPage(spec: SpaSite): SpaPage {
  const fixture = loadCorpus().find((c) => c.site === spec.site && c.name === spec.fixture);
  if (!fixture) throw new Error(`no fixture ${spec.site}/${spec.fixture}`);
  const { document } = parseHTML(readFileSync(fixture.pagePath, 'utf8'));
  // Nothing leaves the test machine: the page's own stylesheets from the site's CDN are dropped.
  for (const link of Array.from(document.querySelectorAll('link[rel="stylesheet"]'))) link.remove();
  const pane = document.querySelector(spec.pane);
  const list = document.querySelector(spec.list);
  const card = document.querySelector(spec.card);
  if (!pane || !list || !card) throw new Error(`${spec.site}: the fixture lacks ${spec.pane}, ${spec.list} or ${spec.card}`);
  const original = spec.jobs[0]!;
  const paneHtml = pane.innerHTML;
  card.setAttribute('data-spa-card', original.id);
  // The page script marks the selected card.
  (spec.activeIn ? card.querySelector(spec.activeIn) : card)?.classList.remove(spec.active);
  const cardHtml = card.outerHTML;
  const cards = spec.jobs.map((job) => rewrite(cardHtml, original, job));

  pane.replaceChildren(document.createComment('spa-pane'));
  list.replaceChildren(document.createComment('spa-list'));
  document.body.append(document.createComment('spa-tail'));
  if (spec.prelude) document.head.prepend(document.createComment('spa-prelude'));
  const templates = spec.jobs.map((job) => `<template data-spa-pane="${job.id}">${rewrite(paneHtml, original, job)}</template>`).join('\n');
  const config = {
    pane: spec.pane,
    active: spec.active,
    activeIn: spec.activeIn ?? null,
    param: spec.param ?? null,
    loading: spec.loading,
    delays: FETCH_DELAYS,
  };
  const html = document
    .toString()
    .replace('<!--spa-pane-->', () => paneHtml)
    .replace('<!--spa-list-->', () => cards.join('\n'))
    .replace('<!--spa-prelude-->', () => `<script>${spec.prelude}</script>`)
    .replace('<!--spa-tail-->', () => `${templates}\n<script>${PAGE_SCRIPT.replace('__CONFIG__', JSON.stringify(config))}</script>`);

  const base = new URL(fixture.meta.url);
  const urlOf = (job: SpaJob) => {
    if (!spec.param) return base.href;
    const url = new URL(base);
    url.searchParams.set(spec.param, job.id);
    return url.href;
  };
  return { url: urlOf(original), html, urlOf };
}

/** The site, in the page: one delegated click listener and one popstate listener, added once. */
const PAGE_SCRIPT = `
(() => {
  const config = __CONFIG__;
  const spa = (window.__spa = { clickedAt: 0, renderedAt: 0, renders: 0, step: 0 });
  let token = 0;
  const mark = (id) => {
    for (const card of document.querySelectorAll('[data-spa-card]')) {
      const target = config.activeIn ? card.querySelector(config.activeIn) : card;
      if (target) target.classList.toggle(config.active, card.getAttribute('data-spa-card') === id);
    }
  };
  const render = (id) => {
    const mine = ++token;
    const delay = config.delays[spa.step++ % config.delays.length];
    const pane = document.querySelector(config.pane);
    const template = document.querySelector('template[data-spa-pane="' + id + '"]');
    if (config.loading) {
      setTimeout(() => {
        if (mine !== token) return;
        const loader = document.createElement('div');
        loader.className = 'jobs-loader artdeco-loader';
        loader.setAttribute('aria-busy', 'true');
        pane.replaceChildren(loader);
      }, delay / 2);
    }
    setTimeout(() => {
      if (mine !== token) return;
      pane.replaceChildren(template.content.cloneNode(true));
      spa.renderedAt = Date.now();
      spa.renders++;
    }, delay);
  };
  mark(document.querySelector('template[data-spa-pane]').getAttribute('data-spa-pane'));
  // A click pushes a history entry; some flows (filters, deep links) replace the current one instead.
  spa.select = (id, how) => {
    spa.clickedAt = Date.now();
    if (config.param) {
      const url = new URL(location.href);
      url.searchParams.set(config.param, id);
      if (how === 'replace') history.replaceState({ job: id }, '', url);
      else history.pushState({ job: id }, '', url);
    }
    mark(id);
    render(id);
  };
  document.addEventListener('click', (event) => {
    const card = event.target.closest('[data-spa-card]');
    if (!card) return;
    event.preventDefault();
    spa.select(card.getAttribute('data-spa-card'), 'push');
  });
  window.addEventListener('popstate', () => {
    const id = config.param && new URL(location.href).searchParams.get(config.param);
    if (!id) return;
    spa.clickedAt = Date.now();
    mark(id);
    render(id);
  });
})();
`;
