/** Características destacadas de la tienda. */
export const features: { titulo: string; texto: string }[] = [
  {
    titulo: 'Entrega puntual',
    texto:
      'Haz tu pedido antes de las 11:00 pm y recíbelo al día siguiente en Tecate, Tijuana, Rosarito o Ensenada. Envío gratis en compras mayores a $500.',
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
