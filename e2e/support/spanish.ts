import type { Page } from 'playwright-core';

// What an English page must not show: Spanish left untranslated. A text is Spanish when it has a letter or
// sign only Spanish uses (ñ, an accented vowel, ¿ ¡) or one of Spanish's everyday words; the shop's proper
// names (its own, its places, the switch back to «Español») are not texts to translate.
const PROPER_NAMES = [
  'Huerta Baja',
  'Baja California',
  'Español',
  'San Quintín',
  'Valle de Guadalupe',
  'Estudio Nopal',
  'Tijuana',
  'Tecate',
  'Rosarito',
  'Ensenada',
];
const SPANISH_WORDS = new Set(
  'de del la las el los y o para con tu tus su sus por al que es un una sin más pedido pedidos carrito tienda envío entrega agregar precio cantidad productos producto ver nuestra nuestro nosotros correo contraseña nombre teléfono dirección pagar gratis buscar inicio perfil cuenta mis ahora hoy frescas frescos frutas verduras abarrotes cerrar menú'.split(' '),
);
const SPANISH_LETTERS = /[ñÑáéíóúÁÉÍÓÚ¿¡]/;

/** Whether a text reads as Spanish (after the shop's proper names are taken out). */
export function looksSpanish(text: string): boolean {
  // An e-mail address is the shopper's, not a text: `english.17958.obt1o@ejemplo.mx` holds the word «o».
  let rest = text.replace(/\S+@\S+/g, ' ');
  for (const name of PROPER_NAMES) rest = rest.replaceAll(name, ' ');
  if (SPANISH_LETTERS.test(rest)) return true;
  return rest
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((w) => SPANISH_WORDS.has(w));
}

/** Every text the page shows or says (lines of visible text, and accessible names and hints), de-duplicated. */
export async function pageTexts(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    // Content that says it is Spanish (the owner's text not translated yet, lang="es-MX") or is a name not to
    // translate (translate="no": people's names) is not a text left untranslated.
    const skip = '[lang^="es"]:not(html), [translate="no"]';
    const hide = document.createElement('style');
    hide.textContent = `${skip} { display: none !important; }`;
    document.head.append(hide);
    const out: string[] = [document.title];
    for (const line of document.body.innerText.split('\n')) out.push(line);
    hide.remove();
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('[aria-label], [placeholder], [title], img[alt]'))) {
      if (el.closest('[hidden], [aria-hidden="true"]') || el.closest(skip)) continue;
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
        const v = el.getAttribute(attr);
        if (v) out.push(v);
      }
    }
    return out;
  });
  return [...new Set(texts.map((s) => s.trim()).filter(Boolean))];
}

/** The page's untranslated Spanish texts, each with the page it was on. */
export async function untranslated(page: Page): Promise<string[]> {
  const where = new URL(page.url()).pathname;
  return (await pageTexts(page)).filter(looksSpanish).map((s) => `${where}: ${s}`);
}
