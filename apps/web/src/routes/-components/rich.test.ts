import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/i18n';
import { rich } from './rich';

const html = (node: ReturnType<typeof rich>) => renderToStaticMarkup(createElement('p', null, node));

describe('rich', () => {
  it('puts each <n>…</n> of a message in its element, the Spanish unchanged', () => {
    expect(html(rich(t('Entrega: <0>{entrega}</0>', { entrega: 'martes 24' }), createElement('strong')))).toBe('<p>Entrega: <strong>martes 24</strong></p>');
    expect(html(rich(t('Te enviamos la confirmación a <0>{email}</0>.', { email: 'a@b.mx' }), createElement('strong', { className: 'confirm__email' })))).toBe(
      '<p>Te enviamos la confirmación a <strong class="confirm__email">a@b.mx</strong>.</p>',
    );
  });

  it('leaves a text without elements as it is', () => {
    expect(html(rich('Sin etiquetas'))).toBe('<p>Sin etiquetas</p>');
    expect(html(rich('<1>sin su elemento</1>'))).toBe('<p>sin su elemento</p>');
  });
});
