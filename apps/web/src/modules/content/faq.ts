/** Preguntas frecuentes de la página "Nosotros". */
export const faq: { pregunta: string; respuesta: string }[] = [
  {
    pregunta: '¿A qué zonas hacen entregas?',
    respuesta:
      'Entregamos a domicilio en Tecate, Tijuana, Rosarito y Ensenada, Baja California. Si tu dirección está en las afueras de alguna de estas ciudades, escríbenos antes de hacer tu pedido y con gusto confirmamos si podemos llegar.',
  },
  {
    pregunta: '¿Cuándo llega mi pedido?',
    respuesta:
      'Los pedidos realizados antes de las 11:00 pm llegan al día siguiente. En general, la entrega se realiza en aproximadamente 24 horas a partir de que tu pedido y tu pago quedan confirmados.',
  },
  {
    pregunta: '¿Hay un monto mínimo de compra?',
    respuesta:
      'Sí. El pedido mínimo para entrega a domicilio es de $500 MXN. Así podemos mantener precios justos y cuidar la frescura de cada entrega.',
  },
  {
    pregunta: '¿Cuánto cuesta el envío?',
    respuesta:
      'El envío es gratis en pedidos mayores a $500 MXN. En cualquier otro caso, el costo de envío es de $100 MXN.',
  },
  {
    pregunta: '¿Qué formas de pago aceptan?',
    respuesta:
      'Puedes pagar en línea con tarjeta de crédito o débito de forma segura. También aceptamos transferencia bancaria, que se acuerda directamente con nosotros antes de la entrega.',
  },
  {
    pregunta: '¿Los precios incluyen impuestos?',
    respuesta:
      'Sí. Todos los precios están expresados en pesos mexicanos (MXN) e incluyen los impuestos correspondientes. El costo de envío, cuando aplica, se muestra por separado antes de pagar.',
  },
  {
    pregunta: '¿Tienen precios de mayoreo para hoteles y restaurantes?',
    respuesta:
      'Sí. Atendemos a hoteles, restaurantes, cafeterías y servicios de banquetes con precios de mayoreo según el volumen y la frecuencia de compra. Contáctanos para armar una propuesta a la medida de tu negocio.',
  },
  {
    pregunta: '¿Puedo recibir mis productos cada semana?',
    respuesta:
      'Claro. Ofrecemos entregas recurrentes o suscripciones semanales y quincenales. Contáctanos para acordar los productos, las cantidades y el día de entrega que mejor te funcionen.',
  },
  {
    pregunta: '¿Qué hago si un producto llega en mal estado?',
    respuesta:
      'Solo aceptamos devoluciones de productos echados a perder, dañados, incompletos o equivocados, siempre que nos lo reportes dentro de los 30 minutos posteriores a la entrega. Envíanos una foto del producto y lo reponemos o te reembolsamos el importe correspondiente.',
  },
  {
    pregunta: '¿Qué tan frescos son sus productos?',
    respuesta:
      'Trabajamos con productores de Baja California y surtimos nuestro inventario varias veces por semana. Cada pedido se selecciona y empaca a mano poco antes de salir a reparto, para que recibas fruta y verdura en su mejor punto.',
  },
  {
    pregunta: '¿Cómo elijo el punto de maduración de mi fruta?',
    respuesta:
      'Al hacer tu pedido puedes dejar una nota, por ejemplo "aguacates para comer hoy" o "plátanos no muy maduros", y nuestro equipo seleccionará las piezas según tu indicación.',
  },
  {
    pregunta: '¿Cómo puedo contactarlos?',
    respuesta:
      'Puedes escribirnos desde el formulario de contacto del sitio, por correo electrónico o por teléfono; encontrarás nuestros datos al pie de cada página. Respondemos de lunes a sábado en horario de oficina.',
  },
];
