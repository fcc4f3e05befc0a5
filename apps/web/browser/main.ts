import { startArticleBody } from './article-body';

// The bundle's entry (browser/build.mjs): runs once per page load, with the document parsed.
if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', () => startArticleBody(window), { once: true });
else startArticleBody(window);
