/** Características destacadas de la tienda; los {marcadores} se llenan con los ajustes (contracts/shop-texts/facts.ts). */
export const features: { titulo: string; texto: string }[] = [
  {
    titulo: 'Entrega puntual',
    texto:
      'Haz tu pedido antes de las {corte} y recíbelo en el siguiente día de entrega de tu zona, en {ciudades}. Envío gratis {envioGratis}.',
  },
  {
    titulo: 'Atención personalizada',
    texto:
      'Te atiende una persona, no un robot: dinos cómo prefieres tu fruta, pide precios de mayoreo o programa entregas recurrentes para tu casa o tu negocio.',
  },
  {
    titulo: 'Productos frescos',
    texto:
      'Fruta, verdura y productos de la región seleccionados a mano cada día, directo de productores de Baja California a tu mesa.',
  },
];
