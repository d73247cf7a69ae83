/**
 * Términos y Condiciones. La interfaz sustituye los marcadores
 * {tienda}, {telefono} y {email} por los datos de la tienda.
 */
export const terms: { titulo: string; parrafos: string[] }[] = [
  {
    titulo: 'Descripción del servicio',
    parrafos: [
      '{tienda} es una tienda en línea dedicada a la venta de frutas, verduras y productos de abarrotes, con entrega a domicilio en Tecate, Tijuana, Rosarito y Ensenada, Baja California, México.',
      'Al navegar en este sitio, crear una cuenta o realizar un pedido, aceptas los presentes Términos y Condiciones. Si no estás de acuerdo con alguno de ellos, te pedimos no utilizar el sitio.',
      'Las imágenes de los productos son ilustrativas. Al tratarse de productos frescos, el tamaño, la forma y el color de cada pieza pueden variar ligeramente respecto de lo mostrado.',
    ],
  },
  {
    titulo: 'Condiciones de compra',
    parrafos: [
      'Para realizar un pedido debes proporcionar datos verídicos y completos: nombre, dirección de entrega, teléfono y correo electrónico de contacto. Eres responsable de que la información sea correcta para que la entrega pueda realizarse.',
      'El pedido mínimo para entrega a domicilio es de $500 MXN. Un pedido se considera confirmado cuando recibes el correo de confirmación y el pago ha sido acreditado.',
      'Todos los productos están sujetos a disponibilidad. Si algún artículo se agota después de realizar tu pedido, te contactaremos para ofrecerte un sustituto equivalente o el reembolso del importe correspondiente.',
    ],
  },
  {
    titulo: 'Entregas',
    parrafos: [
      'Los pedidos realizados antes de las 11:00 pm se entregan al día siguiente. En general, la entrega se realiza en aproximadamente 24 horas a partir de la confirmación del pedido y del pago.',
      'Realizamos entregas en Tecate, Tijuana, Rosarito y Ensenada. Es necesario que una persona mayor de edad reciba el pedido en el domicilio indicado; si no hay nadie para recibirlo, nos comunicaremos contigo para reprogramar la entrega, lo que podría generar un costo adicional.',
      'Los tiempos de entrega pueden verse afectados por causas ajenas a {tienda}, como condiciones climáticas, cierres viales o situaciones de fuerza mayor. En esos casos te informaremos oportunamente.',
    ],
  },
  {
    titulo: 'Pagos',
    parrafos: [
      'Aceptamos pagos con tarjeta de crédito o débito a través de nuestro sitio. También es posible pagar mediante transferencia bancaria, la cual se acuerda directamente con el vendedor antes de la entrega.',
      'En el caso de transferencia bancaria, el pedido se considerará confirmado una vez que el pago se vea reflejado en nuestra cuenta. El plazo de entrega comienza a contar a partir de ese momento.',
    ],
  },
  {
    titulo: 'Seguridad en los pagos',
    parrafos: [
      'Los pagos con tarjeta son procesados por Stripe, un proveedor de pagos certificado con los estándares de seguridad de la industria (PCI DSS). La información de tu tarjeta se transmite cifrada directamente al procesador de pagos.',
      '{tienda} nunca almacena ni tiene acceso a los números completos de tu tarjeta, a su fecha de vencimiento ni a su código de seguridad.',
      'Nunca te solicitaremos datos de tu tarjeta por teléfono, correo electrónico o mensajería. Si recibes una solicitud de ese tipo a nombre de {tienda}, no la respondas y repórtala a {email}.',
    ],
  },
  {
    titulo: 'Suscripciones',
    parrafos: [
      'Ofrecemos entregas recurrentes o suscripciones (por ejemplo, semanales o quincenales) para hogares y negocios. Las condiciones de cada suscripción, incluidos los productos, las cantidades, la frecuencia y la forma de pago, se acuerdan directamente con el vendedor.',
      'Puedes modificar o cancelar tu suscripción en cualquier momento avisándonos con al menos 24 horas de anticipación a la siguiente entrega programada.',
    ],
  },
  {
    titulo: 'Precios',
    parrafos: [
      'Todos los precios publicados están expresados en pesos mexicanos (MXN) e incluyen los impuestos aplicables.',
      'El costo de envío es de $100 MXN por pedido. El envío es gratis en pedidos mayores a $500 MXN. El costo de envío, cuando aplique, se muestra antes de confirmar el pago.',
      'Los precios y las promociones pueden cambiar sin previo aviso debido a la naturaleza de temporada de los productos frescos; sin embargo, el precio que se respeta es el vigente al momento de confirmar tu pedido. Los precios de mayoreo para hoteles, restaurantes y otros negocios se acuerdan contactando directamente al vendedor.',
    ],
  },
  {
    titulo: 'Seguimiento y soporte',
    parrafos: [
      'Al confirmar tu pedido recibirás un correo electrónico con el resumen de tu compra. Puedes consultar el estado de tu pedido o resolver cualquier duda comunicándote al {telefono} o escribiendo a {email}.',
      'Nuestro equipo de atención responde en horario de oficina de lunes a sábado y procura atender cada solicitud el mismo día.',
    ],
  },
  {
    titulo: 'Calidad',
    parrafos: [
      'En {tienda} seleccionamos y empacamos a mano cada pedido, procurando entregar productos frescos y en buen estado. Trabajamos preferentemente con productores de Baja California.',
      'Puedes indicar en las notas de tu pedido tus preferencias de maduración o tamaño; haremos nuestro mejor esfuerzo por atenderlas según la disponibilidad del día.',
    ],
  },
  {
    titulo: 'Devoluciones',
    parrafos: [
      'Por tratarse de productos perecederos, solo aceptamos devoluciones o reclamaciones por productos echados a perder, dañados, incompletos o equivocados.',
      'Para que una reclamación proceda, deberás reportarla dentro de los 30 minutos posteriores a la entrega, comunicándote al {telefono} o escribiendo a {email}, e incluir de preferencia fotografías del producto y de su empaque.',
      'Una vez validada la reclamación, repondremos el producto en la siguiente entrega disponible o reembolsaremos el importe correspondiente por el mismo medio de pago. No se aceptan devoluciones por cambio de opinión ni reclamaciones presentadas fuera del plazo indicado.',
    ],
  },
  {
    titulo: 'Responsabilidad',
    parrafos: [
      '{tienda} no será responsable por retrasos o incumplimientos derivados de causas de fuerza mayor o caso fortuito, ni por errores en la información de entrega proporcionada por el cliente.',
      'La responsabilidad de {tienda} frente al cliente se limita, en todo caso, al importe pagado por los productos objeto de la reclamación.',
      'El cliente es responsable de conservar adecuadamente los productos una vez recibidos. Recomendamos refrigerar los productos perecederos a la brevedad.',
    ],
  },
  {
    titulo: 'Cambios a estos términos',
    parrafos: [
      '{tienda} puede modificar estos Términos y Condiciones en cualquier momento. Las modificaciones entrarán en vigor a partir de su publicación en este sitio.',
      'Los pedidos confirmados antes de la publicación de un cambio se regirán por los términos vigentes al momento de su confirmación.',
    ],
  },
  {
    titulo: 'Contacto',
    parrafos: [
      'Si tienes preguntas sobre estos Términos y Condiciones, sobre un pedido o sobre nuestros servicios, comunícate con {tienda} al teléfono {telefono} o al correo electrónico {email}.',
      'Estos Términos y Condiciones se rigen por las leyes de los Estados Unidos Mexicanos, incluida la Ley Federal de Protección al Consumidor.',
    ],
  },
];
