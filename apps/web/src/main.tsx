// Browser entry: the global styles, then the app (app/start.tsx). Nothing feature-specific is
// imported here, so the first download is the frame and the home page only.
//
// When index.html carries the prerendered first screen and its gate kept it (src/prerender.tsx), the
// app starts once the browser has painted that screen and recorded its largest paint: the scripts
// are already downloading (the build lists them as modulepreload links), but evaluating React and
// rendering would otherwise run before the first paint and hold it back, and a paint whose element
// React has already replaced is not recorded as the page's largest. A browser without the
// largest-paint entry starts a frame after the first paint; a hidden tab paints nothing, hence the
// fallback timer.
import './app/mantine-styles';
import './app/global.css';

/** The longest the app waits for the first screen's paint (a hidden tab, an old browser). */
const START_FALLBACK_MS = 300;

let started = false;
const start = (): void => {
  if (started) return;
  started = true;
  void import('./app/start');
};

// The gate kept the prerendered screen: #root still holds its markup.
const prerendered = document.getElementById('root')?.hasChildNodes() === true;

if (!prerendered) start();
else {
  setTimeout(start, START_FALLBACK_MS);
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'))
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  else requestAnimationFrame(() => setTimeout(start, 0));
}
