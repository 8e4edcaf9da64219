// The first screen as HTML, rendered at build time (scripts/build.mjs: a Vite SSR build of this file,
// then its output is written into dist/index.html). A phone then paints the frame and the home page
// from HTML and CSS alone, before the JavaScript has arrived (decision 0023, "Prerendered first
// screen"). The browser entry hydrates it (app/start.tsx): the nodes stay, so focus, a caret or a
// link pressed before the app took over are kept.
//
// Only a guest's home page is prerendered, and the pages that show it (a modal over the home page,
// any page of a calculator without a grant). `gateScript()` decides in the browser, before the first
// paint, whether the prerendered screen is what this visitor will see; when it is not (a signed-in
// user, a cabinet page, a calculator already unlocked) `clearScript()`, right after the markup,
// empties #root before anything is painted, and the page renders as before.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { calculatorList } from '@podbor/contracts/calculators';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { paths } from './config/paths';
import { AUTH_TOKEN_KEY } from './lib/auth-token';
import { CALC_ACCESS_KEY } from './lib/calc-access';

/** The HTML of a guest's home page inside the frame, as the browser entry renders it. */
export async function renderHomePage(origin = 'http://localhost'): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${origin}${paths.home.getHref()}`));
  if (context instanceof Response) throw new Error(`prerender: the home page answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders>
      {/* hydrate={false}: no inline data script (the CSP allows no inline script but the gate's). */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}

/**
 * A route pattern of the registry as the source of an anchored RegExp: a `:name` segment is any one
 * segment, `:name?` may be left out, a trailing slash is allowed.
 */
export function patternSource(pattern: string): string {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const m = /^:\w+(\?)?$/.exec(segment);
      if (!m) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return m[1] ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return `^${body}/?$`;
}

/**
 * The inline script the head runs before the first paint: it keeps the prerendered home page for a
 * guest on the home page, its modals' routes and any page of a locked calculator (its route guard
 * opens the password modal over the home page, whichever of its pages the link named), and hides it
 * otherwise (`<html data-prerender="off">`). Plain ES5, as small as it can be; its SHA-256 goes into
 * the server's Content-Security-Policy (plugins/spa.ts reads it from index.html).
 */
export function gateScript(): string {
  const homePaths = [paths.home, paths.registration, paths.authorization, paths.calcPass].map((p) => p.path);
  const calcPages = calculatorList
    .filter((c) => c.status === 'built')
    .flatMap((c) => c.pages.map((p) => [patternSource(p.path), c.name]));
  return (
    '(function(){var d=document.documentElement,show=false;try{' +
    `var s=localStorage,p=location.pathname.replace(/\\/+$/,'')||'/',l=${JSON.stringify(calcPages)},c,i;` +
    'for(i=0;i<l.length&&!c;i++)if(new RegExp(l[i][0]).test(p))c=l[i][1];' +
    `var g=c&&(JSON.parse(s.getItem(${JSON.stringify(CALC_ACCESS_KEY)})||'{}')||{})[c];` +
    `show=!s.getItem(${JSON.stringify(AUTH_TOKEN_KEY)})&&` +
    `(${JSON.stringify(homePaths)}.indexOf(p)>=0||(!!c&&!(g&&g.expiresAt>Date.now())))` +
    "}catch(e){}if(!show)d.setAttribute('data-prerender','off')})()"
  );
}

/**
 * The inline script right after `<div id="root">…</div>`: empties it when the gate said the
 * prerendered screen is not this visitor's, then lifts the gate's mark. Until then global.css keeps
 * #root hidden under the mark, so nothing of the markup is painted even if the browser paints while
 * the document is still being parsed. Its hash is in the CSP like the gate's.
 */
export function clearScript(): string {
  return (
    "(function(){var d=document.documentElement;if(d.getAttribute('data-prerender')!=='off')return;" +
    "document.getElementById('root').textContent='';d.removeAttribute('data-prerender')})()"
  );
}
