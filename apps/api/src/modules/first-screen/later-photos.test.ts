import { describe, expect, it } from 'vitest';
import { laterPhotos } from './later-photos';

describe('a first screen’s other photos (laterPhotos)', () => {
  it('sends a lazy photo without its address, kept as data-src and data-srcset, and a copy for a browser without JavaScript', () => {
    const card = '<img src="/img/productos/nopal.webp" srcSet="/img/productos/nopal-256.webp 256w" sizes="40vw" alt="Nopal" width="256" height="256" loading="lazy" decoding="async"/>';
    const out = laterPhotos(`<li>${card}</li>`);
    expect(out).toBe(
      '<li><img data-src="/img/productos/nopal.webp" data-srcset="/img/productos/nopal-256.webp 256w" sizes="40vw" alt="Nopal" width="256" height="256" loading="lazy" decoding="async"/>' +
        `<noscript>${card}</noscript></li>`,
    );
  });

  it('leaves the main photo and every eager one as they are', () => {
    const hero = '<img class="hero__img" src="/img/slides/1.webp" alt="" fetchPriority="high" loading="eager"/>';
    const logo = '<img src="/img/logo.webp" alt="" width="40" height="40"/>';
    expect(laterPhotos(hero + logo)).toBe(hero + logo);
  });

  it('keeps a hostile name as the escaped text React wrote, in both copies', () => {
    const card = '<img src="/img/x.webp" alt="&lt;/noscript&gt;&lt;script&gt;alert(&quot;$&amp;&quot;)&lt;/script&gt; src=&quot;x" loading="lazy"/>';
    const out = laterPhotos(card);
    expect(out.match(/<\/noscript>/g)).toHaveLength(1);
    expect(out).toContain('data-src="/img/x.webp" alt="&lt;/noscript&gt;&lt;script&gt;alert(&quot;$&amp;&quot;)&lt;/script&gt; src=&quot;x"');
    expect(out).not.toContain('<script');
  });
});
