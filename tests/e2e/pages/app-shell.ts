import { readFileSync } from 'node:fs';
import { parseHTML } from 'linkedom';
import { loadCorpus } from '../../support/corpus';

/**
 * A single-page site in one served document: every route is a <template> of the body it renders, the
 * global navigation (outside the view) holds in-page links, and a small page script plays the site's
 * router. A click changes the address first (history.pushState) and renders the route after a short
 * "fetch"; back and forward render the entry's route the same way. Served at every route's real
 * address, the shell renders that route at once, as a site's server does on a load.
 */

export interface Route {
  /** The address's path (and query, when the route needs one). */
  path: string;
  title: string;
  body: string;
}

export interface AppShell {
  origin: string;
  html: string;
  routes: Route[];
}

const FETCH_MS = 120;

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function appShell(origin: string, routes: Route[], links: { path: string; label: string }[]): AppShell {
  const templates = routes
    .map(
      (route) =>
        `<template data-route="${escapeAttr(new URL(route.path, origin).pathname)}" data-title="${escapeAttr(route.title)}">${route.body}</template>`,
    )
    .join('\n');
  const nav = links.map((link) => `<a data-spa href="${escapeAttr(link.path)}">${link.label}</a>`).join(' ');
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title></title></head><body>
<nav id="global-nav" style="position:fixed;left:0;top:0;z-index:10;background:#fff;padding:4px;display:flex;flex-direction:column;gap:4px">${nav}</nav>
<div id="app" style="margin-top:120px;margin-right:420px"></div>
${templates}
<script>${SHELL_SCRIPT.replace('__FETCH_MS__', String(FETCH_MS))}</script>
</body></html>`;
  return { origin, html, routes };
}

const SHELL_SCRIPT = `
(() => {
  const app = document.getElementById('app');
  const shell = (window.__shell = { renders: 0, path: '' });
  let token = 0;
  const show = () => {
    const template = document.querySelector('template[data-route="' + CSS.escape(location.pathname) + '"]');
    app.replaceChildren(template ? template.content.cloneNode(true) : document.createTextNode('Page not found'));
    document.title = template ? template.dataset.title : 'Not found';
    shell.renders++;
    shell.path = location.pathname;
  };
  const render = () => {
    const mine = ++token;
    setTimeout(() => mine === token && show(), __FETCH_MS__);
  };
  document.addEventListener('click', (event) => {
    const link = event.target.closest('a[data-spa]');
    if (!link) return;
    event.preventDefault();
    history.pushState({}, '', link.href);
    render();
  });
  window.addEventListener('popstate', render);
  show();
})();
`;

/** A corpus page's body without its scripts, and its title and company, rewritten for another job where asked. */
export function fixtureBody(site: string, name: string): { body: string; url: string } {
  const fixture = loadCorpus().find((c) => c.site === site && c.name === name);
  if (!fixture) throw new Error(`no fixture ${site}/${name}`);
  const { document } = parseHTML(readFileSync(fixture.pagePath, 'utf8'));
  for (const script of Array.from(document.querySelectorAll('script:not([type="application/ld+json"]), link[rel="stylesheet"]')))
    script.remove();
  return { body: document.body.innerHTML, url: fixture.meta.url };
}

/** The same markup naming another job: its id, title and company wherever they appear. */
export function retitle(
  html: string,
  from: { id: string; title: string; company: string },
  to: { id: string; title: string; company: string },
): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return html
    .split(from.id)
    .join(to.id)
    .split(escape(from.title))
    .join(escape(to.title))
    .split(escape(from.company))
    .join(escape(to.company));
}
