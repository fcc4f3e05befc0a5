/**
 * Known mutation-XSS and filter-bypass payloads, by class, for the article HTML pipeline: the
 * unit test runs each through renderArticleHtml and re-parses the output as a browser would;
 * apps/web/tests/e2e/mxss.spec.ts loads each output in Chromium and watches for script.
 * Collected from public write-ups (cure53/DOMPurify bypasses and their test suite, the HTML
 * parsing spec's raw-text and foreign-content rules, OWASP's filter-evasion list), written out
 * here by hand. Every payload that runs would call alert/confirm/prompt: a dialog is the signal.
 */
import { moreCases } from './mxss-corpus-more';

export type MxssCase = { name: string; html: string };

const X = '<img src=x onerror=alert(1)>';

const cases: Record<string, string[]> = {
  // The reported defect: the lazy-image step copied attribute values into a <noscript>, which a
  // browser with scripting on reads as raw text up to the first `</noscript`.
  'noscript breakout through our fallbacks': [
    `<img src="/a.png" alt="</noscript>${X}">`,
    `<img src="/a.png" alt="&lt;/noscript&gt;&lt;img src=x onerror=alert(1)&gt;">`,
    `<img src="/a.png?</noscript>${X}">`,
    `<img src="/a.png#</noscript>${X}" alt="x">`,
    `<img src="/a.png" alt="</NoScRiPt >${X}">`,
    `<img src="/a.png" alt="</noscript/x>${X}">`,
    `<img src="/a.png" title="</noscript>${X}" alt="t">`,
    `<img src="/a.png" aria-label="</noscript>${X}">`,
    `<p><a href="/x" title="</noscript>${X}"><img src="/a.png" alt="</noscript>${X}"></a></p>`,
    `<iframe src="https://www.youtube.com/embed/abcdefghijk" title="</noscript>${X}"></iframe>`,
    `<iframe src="https://www.youtube.com/embed/abcdefghijk?x=</noscript>${X}"></iframe>`,
    `<iframe src="https://player.vimeo.com/video/1#</noscript>${X}"></iframe>`,
  ],
  'author noscript': [
    `<noscript><p title="</noscript>${X}"></noscript>`,
    `<noscript><style></noscript>${X}</style></noscript>`,
    `<noscript><a title="</noscript><img src=x onerror=alert(1)>"></a></noscript>`,
    `<noscript><noscript></noscript>${X}</noscript>`,
  ],
  template: [
    `<template>${X}</template>`,
    `<template><style></template>${X}</style></template>`,
    `<template><template><p title="</template>${X}"></template></template>`,
    `<div><template shadowrootmode="open">${X}</template></div>`,
  ],
  'svg and math namespace confusion': [
    `<svg><style>${X}</style></svg>`,
    `<svg></p><style><a id="</style>${X}">`,
    `<svg><p><style><g title="</style>${X}">`,
    `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">`,
    `<form><math><mtext></form><form><mglyph><style></math>${X}`,
    `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea>${X}">`,
    `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style>${X}"></style></svg></mglyph></h1></mtext></math>`,
    `<svg><foreignobject><p><style>${X}</style></p></foreignobject></svg>`,
    `<math><annotation-xml encoding="text/html"><style>${X}</style></annotation-xml></math>`,
    `<math><annotation-xml encoding="text/html"><svg><style><img src=x onerror=alert(1)></style></svg></annotation-xml></math>`,
    `<svg><desc><style>${X}</style></desc></svg>`,
    `<svg><title><style>${X}</style></title></svg>`,
    `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>`,
    `<svg><a href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>`,
    `<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
    `<svg><set attributeName="href" to="javascript:alert(1)"/><a><text>x</text></a></svg>`,
    '<svg><script>alert(1)</script></svg>',
    '<svg><script href="data:,alert(1)"></script></svg>',
    '<svg onload=alert(1)></svg>',
    '<svg><image href="x" onerror="alert(1)"/></svg>',
    '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
    '<math href="javascript:alert(1)">x</math>',
    `<svg><![CDATA[><img src=x onerror=alert(1)>]]></svg>`,
    `<math><![CDATA[</math>${X}]]></math>`,
    `<svg><style><![CDATA[</style>${X}]]></style></svg>`,
  ],
  'raw text elements: style, title, textarea and friends': [
    `<style>${X}</style>`,
    `<style></style>${X}`,
    `<title>${X}</title>`,
    `<title><p title="</title>${X}"></title>`,
    `<textarea>${X}</textarea>`,
    `<textarea><p title="</textarea>${X}"></textarea>`,
    `<p title="</textarea>${X}">x</p>`,
    `<a title="</style>${X}">x</a>`,
    `<xmp><p title="</xmp>${X}"></xmp>`,
    `<noembed><p title="</noembed>${X}"></noembed>`,
    `<noframes><p title="</noframes>${X}"></noframes>`,
    `<iframe><p title="</iframe>${X}"></iframe>`,
    `<plaintext>${X}`,
    `<script><!--<script></script>${X}`,
    `<p><style>${X}</style></p>`,
  ],
  'comments and bogus comments': [
    `<!--><img src=x onerror=alert(1)>-->`,
    `<!---><img src=x onerror=alert(1)>-->`,
    `<!-- --!>${X}-->`,
    `<a title="<!--">${X}-->`,
    `<!--<a title="-->${X}">`,
    `<?xml-stylesheet ><img src=x onerror=alert(1)>?>`,
    `<![CDATA[><img src=x onerror=alert(1)>]]>`,
    `<!DOCTYPE html>${X}`,
    `</x title="${X}">`,
    `<p>--&gt;<!--</p>${X}-->`,
  ],
  'forms and select': [
    '<form><form><input formaction="javascript:alert(1)" type="submit" value="x"></form></form>',
    '<form action="javascript:alert(1)"><input type="submit"></form>',
    '<button formaction="javascript:alert(1)">x</button>',
    '<input type="image" src="x" onerror="alert(1)">',
    '<input autofocus onfocus="alert(1)">',
    '<input type="checkbox" autofocus onfocus="alert(1)">',
    `<select><template>${X}</template></select>`,
    `<select><style>${X}</style></select>`,
    '<select><iframe srcdoc="<script>alert(1)</script>"></iframe></select>',
    `<select><option><style></option></select>${X}</style>`,
    '<keygen autofocus onfocus="alert(1)">',
    '<isindex action="javascript:alert(1)" type="image">',
    `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style>${X}">`,
  ],
};

/** The corpus in one list, each payload named by its class and index. */
export const MXSS_CORPUS: MxssCase[] = Object.entries({ ...cases, ...moreCases }).flatMap(
  ([kind, list]) => list.map((html, i) => ({ name: `${kind} #${i + 1}`, html })),
);

export { MXSS_MARKDOWN } from './mxss-corpus-more';
