import { msg } from '../../i18n/i18n';

/**
 * Características destacadas de la tienda; los {marcadores} se llenan con los ajustes (contracts/shop-texts/facts.ts).
 * Each text is a message id: shown as `t(f.titulo)` and `t(f.texto, facts)` (the English keeps the markers).
 */
export const features: { titulo: string; texto: string }[] = [
  {
    titulo: msg('Entrega puntual'),
    texto:
      msg('Haz tu pedido antes de las {corte} y recíbelo en el siguiente día de entrega de tu zona, en {ciudades}. Envío gratis {envioGratis}.'),
  },
  {
    titulo: msg('Atención personalizada'),
    texto:
      msg('Te atiende una persona, no un robot: dinos cómo prefieres tu fruta, pide precios de mayoreo o programa entregas recurrentes para tu casa o tu negocio.'),
  },
  {
    titulo: msg('Productos frescos'),
    texto:
      msg('Fruta, verdura y productos de la región seleccionados a mano cada día, directo de productores de Baja California a tu mesa.'),
  },
];
