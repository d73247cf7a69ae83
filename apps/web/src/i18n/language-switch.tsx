import { useRouter, useRouterState } from '@tanstack/react-router';
import { localizePath, type Locale } from './locale';
import { switchLocale, useLocale } from './switch';

/**
 * «English» on a Spanish page, «Español» on an English one: a real link to the same page in the other
 * language (it opens in a new tab, and crawlers follow it), switched in place when clicked.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const router = useRouter();
  const other: Locale = locale === 'es' ? 'en' : 'es';
  // The router's address, not window's: the server renders this link too, and the browser must agree.
  const { pathname, searchStr, hash } = useRouterState({ select: (s) => s.location });
  const href = localizePath(pathname, other) + searchStr + (hash ? `#${hash}` : '');
  return (
    <a
      href={href}
      hrefLang={other === 'en' ? 'en' : 'es-MX'}
      lang={other === 'en' ? 'en' : 'es-MX'}
      className={className}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        void switchLocale(other).then(() => router.history.push(localizePath(window.location.pathname, other) + window.location.search + window.location.hash));
      }}
    >
      {other === 'en' ? 'English' : 'Español'}
    </a>
  );
}
