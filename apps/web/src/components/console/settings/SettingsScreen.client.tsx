'use client';

import type { SettingVersions } from '@tsuzuri/content/settings';
import { useState } from 'react';
import { PickFromLibrary } from '../media/PickFromLibrary.client';
import { useFormAnswer } from '../use-form-answer';
import { SettingForm } from './SettingForm.client';
import type { SettingsTexts } from './texts';

type TopEntry = { image: string; label: string; link: string };
type Props = {
  t: SettingsTexts;
  lang: 'ja' | 'en';
  locales: string[];
  topArticles: Record<string, TopEntry[]>;
  promo: string | null;
  products: { slug: string; name: string }[];
  social: { x?: string; facebook?: string; youtube?: string };
  /** Each saved setting's version as loaded (absent: never saved). */
  versions: SettingVersions;
};

/** サイト設定: the nine recommended entries per locale, the promoted product, social links. */
export function SettingsScreen(props: Props) {
  const { t, lang, locales, topArticles, promo, products, social, versions } = props;
  const [top, setTop] = useState(topArticles);
  const [product, setProduct] = useState(promo ?? '');
  const [links, setLinks] = useState({
    x: social.x ?? '',
    facebook: social.facebook ?? '',
    youtube: social.youtube ?? '',
  });
  const answers = { top: useFormAnswer(), promo: useFormAnswer(), social: useFormAnswer() };
  const edit = (locale: string, index: number, field: keyof TopEntry, value: string) =>
    setTop((all) => ({
      ...all,
      [locale]: all[locale].map((e, i) => (i === index ? { ...e, [field]: value } : e)),
    }));
  return (
    <>
      <SettingForm
        t={t}
        title={t.topArticles}
        help={t.topArticlesHelp}
        lang={lang}
        settingKey="top_articles"
        value={top}
        version={versions.top_articles ?? null}
        answer={answers.top}
      >
        {locales.map((locale) => (
          <fieldset key={locale} className="c-setting__group">
            <legend>{t.localeNames[locale] ?? locale}</legend>
            {top[locale].map((entry, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the nine slots are positions; their place is their identity
              <div className="c-setting__entry" key={`${locale}-${i + 1}`}>
                <span className="c-setting__n">{t.entry.replace('{n}', String(i + 1))}</span>
                {(['label', 'link', 'image'] as const).map((field) => {
                  const name = `${t.entry.replace('{n}', String(i + 1))} ${t[field]}`;
                  return (
                    <div key={field} className="c-setting__cell">
                      <label htmlFor={answers.top.field(`${locale}.${i}.${field}`).id}>
                        {t[field]}
                      </label>
                      <input
                        {...answers.top.field(`${locale}.${i}.${field}`)}
                        aria-label={name}
                        className="c-input"
                        required
                        value={entry[field]}
                        onChange={(e) => edit(locale, i, field, e.target.value)}
                      />
                      {field === 'image' ? (
                        <PickFromLibrary
                          lang={lang}
                          label={t.pickFor.replace('{field}', name)}
                          onPick={(src) => edit(locale, i, 'image', src)}
                        />
                      ) : null}
                      {answers.top.error(`${locale}.${i}.${field}`)}
                    </div>
                  );
                })}
              </div>
            ))}
          </fieldset>
        ))}
      </SettingForm>
      <SettingForm
        t={t}
        title={t.promo}
        help={t.promoHelp}
        lang={lang}
        settingKey="promo"
        value={{ product: product || null }}
        version={versions.promo ?? null}
        answer={answers.promo}
      >
        <div className="c-field">
          <label htmlFor={answers.promo.field('product').id}>{t.promo}</label>
          <select
            {...answers.promo.field('product')}
            value={product}
            onChange={(e) => setProduct(e.target.value)}
          >
            <option value="">{t.promoDefault}</option>
            {products.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </select>
          {answers.promo.error('product')}
        </div>
      </SettingForm>
      <SettingForm
        t={t}
        title={t.social}
        help={t.socialHelp}
        lang={lang}
        settingKey="social"
        value={links}
        version={versions.social ?? null}
        answer={answers.social}
      >
        {(['x', 'facebook', 'youtube'] as const).map((name) => (
          <div className="c-field" key={name}>
            <label htmlFor={answers.social.field(name).id}>
              {name === 'x' ? 'X (Twitter)' : name === 'facebook' ? 'Facebook' : 'YouTube'}
            </label>
            <input
              {...answers.social.field(name)}
              type="url"
              className="c-input"
              placeholder="https://"
              value={links[name]}
              onChange={(e) => setLinks({ ...links, [name]: e.target.value })}
            />
            {answers.social.error(name)}
          </div>
        ))}
      </SettingForm>
    </>
  );
}
