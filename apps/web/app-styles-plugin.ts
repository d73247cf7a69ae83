import type { Plugin } from 'vite';

/**
 * The page's first paint is the loading screen, styled inline in index.html; the app's stylesheet is
 * only needed when the app replaces it. So the built shell preloads the stylesheet instead of linking
 * it (a linked stylesheet blocks that first paint for a round trip and its download), and the app
 * applies it and waits for it before it shows the shop (src/lib/app-styles.ts).
 */
export function appStylesPreload(): Plugin {
  return {
    name: 'huerta-app-styles-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[\w-]+\.css)">/, '<link rel="preload" as="style" crossorigin href="$1" data-app-styles>'),
    },
  };
}
