import { defaultSiteConfig } from '@tsuzuri/config/defaults';
import { describe, expect, it } from 'vitest';
import { parseArticleFile } from './import/parse-file';
import {
  fillHtml,
  fillText,
  PLACEHOLDER_NAMES,
  placeholderValues,
  unknownPlaceholders,
} from './placeholders';

const config = { company: defaultSiteConfig.company, contactEmail: 'support@tsuzuri.example' };

describe('placeholders', () => {
  it('fill each company fact in the page’s language, the e-mail from contactEmail', () => {
    const ja = placeholderValues(config, 'ja');
    const en = placeholderValues(config, 'en');
    expect(ja['company.name']).toBe('Tsuzuri株式会社');
    expect(en['company.name']).toBe('Tsuzuri Inc.');
    expect(ja['company.email']).toBe('support@tsuzuri.example');
    expect(Object.keys(ja).sort()).toEqual([...PLACEHOLDER_NAMES].sort());
    expect(fillText('販売業者：{{company.name}}（{{ company.phone }}）', ja)).toBe(
      '販売業者：Tsuzuri株式会社（03-0000-0000）',
    );
  });

  it('follow the configuration: another company name shows on the page', () => {
    const renamed = {
      ...config,
      company: {
        ...config.company,
        name: { ja: '株式会社つづりソフト', en: 'Tsuzuri Soft Co., Ltd.' },
      },
    };
    const html = '<td>{{company.name}}</td>';
    expect(fillHtml(html, placeholderValues(renamed, 'ja'))).toBe('<td>株式会社つづりソフト</td>');
    expect(fillHtml(html, placeholderValues(renamed, 'en'))).toBe(
      '<td>Tsuzuri Soft Co., Ltd.</td>',
    );
  });

  it('fill a mailto link the Markdown renderer percent-encoded, and escape markup in a value', () => {
    const values = placeholderValues(
      { ...config, company: { ...config.company, name: { ja: 'A&B <i>', en: 'A&B' } } },
      'ja',
    );
    const html =
      '<a href="mailto:%7B%7Bcompany.email%7D%7D">{{company.email}}</a> <b>{{company.name}}</b>';
    expect(fillHtml(html, values)).toBe(
      '<a href="mailto:support@tsuzuri.example">support@tsuzuri.example</a> <b>A&amp;B &lt;i&gt;</b>',
    );
  });

  it('cannot turn a link into another scheme: an address value stays percent-encoded', () => {
    const values = { ...placeholderValues(config, 'ja'), 'company.email': 'javascript:alert(1)' };
    expect(fillHtml('<a href="%7B%7Bcompany.email%7D%7D">x</a>', values)).toBe(
      '<a href="javascript%3Aalert(1)">x</a>',
    );
  });

  it('name the placeholders no setting fills', () => {
    expect(unknownPlaceholders('{{company.name}} {{company.nmae}} {{ site.owner }}')).toEqual([
      '{{company.nmae}}',
      '{{ site.owner }}',
    ]);
  });
});

describe('importing a page with placeholders', () => {
  const page = (body: string, description = '') =>
    `---\nslug: tokushoho\ntitle: 表記\ndescription: "${description}"\nlocale: ja\nauthor: editorial\npublished_at: 2025-01-01\nstatus: published\n---\n${body}\n`;

  it('refuses an unknown placeholder, naming it and the known ones', () => {
    expect(() => parseArticleFile('tokushoho.md', page('販売業者：{{company.nmae}}'))).toThrow(
      /unknown placeholder \{\{company\.nmae\}\}: the known ones are \{\{company\.name\}\}, .*\{\{company\.email\}\}/,
    );
    expect(() => parseArticleFile('t.md', page('本文', '{{company.ceo}}の会社'))).toThrow(
      /unknown placeholder \{\{company\.ceo\}\}/,
    );
  });

  it('keeps known placeholders in the stored page, to be filled when it is read', () => {
    const parsed = parseArticleFile('tokushoho.md', page('販売業者：{{company.name}}'));
    expect(parsed.bodySource).toContain('{{company.name}}');
  });
});
