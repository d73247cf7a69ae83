/**
 * The first version of the shop's texts (SPEC.md's, in Markdown: one `## ` heading per question or section),
 * which the owner edits in the back office («Textos»). Rules are never written here: each `{marcador}` is
 * filled from the settings (facts.ts), so the texts say what the cart does.
 */
export const SHOP_TEXT_KEYS = ['faq', 'terminos', 'privacidad'] as const;
export type ShopTextKey = (typeof SHOP_TEXT_KEYS)[number];

export const SHOP_TEXT_TITLES: Record<ShopTextKey, string> = {
  faq: 'Preguntas frecuentes (Nosotros)',
  terminos: 'Términos y Condiciones',
  privacidad: 'Políticas de privacidad',
};

export const DEFAULT_SHOP_TEXTS: Record<ShopTextKey, string> = {
  faq: `## ¿A qué zonas hacen entregas?

Entregamos a domicilio en {ciudades}, Baja California. Si tu dirección está en las afueras de alguna de estas ciudades, escríbenos antes de hacer tu pedido y con gusto confirmamos si podemos llegar.

## ¿Cuándo llega mi pedido?

{entregas}

## ¿Hay un monto mínimo de compra?

{minimo} Así podemos mantener precios justos y cuidar la frescura de cada entrega.

## ¿Cuánto cuesta el envío?

{envio}

## ¿Qué formas de pago aceptan?

Puedes pagar en línea con {pagos} de forma segura. También aceptamos transferencia bancaria, que se acuerda directamente con nosotros antes de la entrega.

## ¿Los precios incluyen impuestos?

Sí. Todos los precios están expresados en pesos mexicanos (MXN) e incluyen los impuestos correspondientes. El costo de envío, cuando aplica, se muestra por separado antes de pagar.

## ¿Tienen precios de mayoreo para hoteles y restaurantes?

Sí. Atendemos a hoteles, restaurantes, cafeterías y servicios de banquetes con precios de mayoreo según el volumen y la frecuencia de compra. Contáctanos para armar una propuesta a la medida de tu negocio.

## ¿Puedo recibir mis productos cada semana?

Claro. Ofrecemos entregas recurrentes o suscripciones semanales y quincenales. Contáctanos para acordar los productos, las cantidades y el día de entrega que mejor te funcionen.

## ¿Qué hago si un producto llega en mal estado?

Solo aceptamos devoluciones de productos echados a perder, dañados, incompletos o equivocados, siempre que nos lo reportes dentro de los 30 minutos posteriores a la entrega. Envíanos una foto del producto y lo reponemos o te reembolsamos el importe correspondiente.

## ¿Qué tan frescos son sus productos?

Trabajamos con productores de Baja California y surtimos nuestro inventario varias veces por semana. Cada pedido se selecciona y empaca a mano poco antes de salir a reparto, para que recibas fruta y verdura en su mejor punto.

## ¿Cómo elijo el punto de maduración de mi fruta?

Al hacer tu pedido puedes dejar una nota, por ejemplo "aguacates para comer hoy" o "plátanos no muy maduros", y nuestro equipo seleccionará las piezas según tu indicación.

## ¿Cómo puedo contactarlos?

Puedes escribirnos desde el formulario de contacto del sitio, por correo electrónico o por teléfono; encontrarás nuestros datos al pie de cada página. Respondemos de lunes a sábado en horario de oficina.`,
  terminos: `## Descripción del servicio

{tienda} es una tienda en línea dedicada a la venta de frutas, verduras y productos de abarrotes, con entrega a domicilio en {ciudades}, Baja California, México.

Al navegar en este sitio, crear una cuenta o realizar un pedido, aceptas los presentes Términos y Condiciones. Si no estás de acuerdo con alguno de ellos, te pedimos no utilizar el sitio.

Las imágenes de los productos son ilustrativas. Al tratarse de productos frescos, el tamaño, la forma y el color de cada pieza pueden variar ligeramente respecto de lo mostrado.

## Condiciones de compra

Para realizar un pedido debes proporcionar datos verídicos y completos: nombre, dirección de entrega, teléfono y correo electrónico de contacto. Eres responsable de que la información sea correcta para que la entrega pueda realizarse.

{minimo} Un pedido se considera confirmado cuando recibes el correo de confirmación y el pago ha sido acreditado.

Todos los productos están sujetos a disponibilidad. Si algún artículo se agota después de realizar tu pedido, te contactaremos para ofrecerte un sustituto equivalente o el reembolso del importe correspondiente.

## Entregas

{entregas}

Realizamos entregas en {ciudades}. Es necesario que una persona mayor de edad reciba el pedido en el domicilio indicado; si no hay nadie para recibirlo, nos comunicaremos contigo para reprogramar la entrega, lo que podría generar un costo adicional.

Los tiempos de entrega pueden verse afectados por causas ajenas a {tienda}, como condiciones climáticas, cierres viales o situaciones de fuerza mayor. En esos casos te informaremos oportunamente.

## Pagos

Aceptamos pagos con {pagos} a través de nuestro sitio. También es posible pagar mediante transferencia bancaria, la cual se acuerda directamente con el vendedor antes de la entrega.

En el caso de transferencia bancaria, el pedido se considerará confirmado una vez que el pago se vea reflejado en nuestra cuenta. El plazo de entrega comienza a contar a partir de ese momento.

## Seguridad en los pagos

Los pagos con tarjeta son procesados por Stripe, un proveedor de pagos certificado con los estándares de seguridad de la industria (PCI DSS). La información de tu tarjeta se transmite cifrada directamente al procesador de pagos.

{tienda} nunca almacena ni tiene acceso a los números completos de tu tarjeta, a su fecha de vencimiento ni a su código de seguridad.

Nunca te solicitaremos datos de tu tarjeta por teléfono, correo electrónico o mensajería. Si recibes una solicitud de ese tipo a nombre de {tienda}, no la respondas y repórtala a {email}.

## Suscripciones

Ofrecemos entregas recurrentes o suscripciones (por ejemplo, semanales o quincenales) para hogares y negocios. Las condiciones de cada suscripción, incluidos los productos, las cantidades, la frecuencia y la forma de pago, se acuerdan directamente con el vendedor.

Puedes modificar o cancelar tu suscripción en cualquier momento avisándonos con al menos 24 horas de anticipación a la siguiente entrega programada.

## Precios

Todos los precios publicados están expresados en pesos mexicanos (MXN) e incluyen los impuestos aplicables.

{envio} El costo de envío, cuando aplique, se muestra antes de confirmar el pago.

Los precios y las promociones pueden cambiar sin previo aviso debido a la naturaleza de temporada de los productos frescos; sin embargo, el precio que se respeta es el vigente al momento de confirmar tu pedido. Los precios de mayoreo para hoteles, restaurantes y otros negocios se acuerdan contactando directamente al vendedor.

## Seguimiento y soporte

Al confirmar tu pedido recibirás un correo electrónico con el resumen de tu compra. Puedes consultar el estado de tu pedido o resolver cualquier duda comunicándote al {telefono} o escribiendo a {email}.

Nuestro equipo de atención responde en horario de oficina de lunes a sábado y procura atender cada solicitud el mismo día.

## Calidad

En {tienda} seleccionamos y empacamos a mano cada pedido, procurando entregar productos frescos y en buen estado. Trabajamos preferentemente con productores de Baja California.

Puedes indicar en las notas de tu pedido tus preferencias de maduración o tamaño; haremos nuestro mejor esfuerzo por atenderlas según la disponibilidad del día.

## Devoluciones

Por tratarse de productos perecederos, solo aceptamos devoluciones o reclamaciones por productos echados a perder, dañados, incompletos o equivocados.

Para que una reclamación proceda, deberás reportarla dentro de los 30 minutos posteriores a la entrega, comunicándote al {telefono} o escribiendo a {email}, e incluir de preferencia fotografías del producto y de su empaque.

Una vez validada la reclamación, repondremos el producto en la siguiente entrega disponible o reembolsaremos el importe correspondiente por el mismo medio de pago. No se aceptan devoluciones por cambio de opinión ni reclamaciones presentadas fuera del plazo indicado.

## Responsabilidad

{tienda} no será responsable por retrasos o incumplimientos derivados de causas de fuerza mayor o caso fortuito, ni por errores en la información de entrega proporcionada por el cliente.

La responsabilidad de {tienda} frente al cliente se limita, en todo caso, al importe pagado por los productos objeto de la reclamación.

El cliente es responsable de conservar adecuadamente los productos una vez recibidos. Recomendamos refrigerar los productos perecederos a la brevedad.

## Cambios a estos términos

{tienda} puede modificar estos Términos y Condiciones en cualquier momento. Las modificaciones entrarán en vigor a partir de su publicación en este sitio.

Los pedidos confirmados antes de la publicación de un cambio se regirán por los términos vigentes al momento de su confirmación.

## Contacto

Si tienes preguntas sobre estos Términos y Condiciones, sobre un pedido o sobre nuestros servicios, comunícate con {tienda} al teléfono {telefono} o al correo electrónico {email}.

Estos Términos y Condiciones se rigen por las leyes de los Estados Unidos Mexicanos, incluida la Ley Federal de Protección al Consumidor.`,
  privacidad: `## Información que recopilamos

{tienda} recopila únicamente los datos personales necesarios para atender tus pedidos y solicitudes: nombre, dirección de entrega, teléfono, correo electrónico y, en su caso, los datos de facturación que nos proporciones.

Nuestra zona de servicio comprende {ciudades}, Baja California, por lo que la dirección de entrega se utiliza para confirmar la cobertura y programar el reparto.

Los datos de tu tarjeta de crédito o débito los recibe directamente nuestro procesador de pagos; {tienda} no almacena números de tarjeta.

## Uso de la información

Utilizamos tus datos para procesar y entregar tus pedidos, confirmar pagos, darte seguimiento y soporte, atender reclamaciones y, cuando lo solicites, coordinar entregas recurrentes o precios de mayoreo.

Solo te enviaremos comunicaciones promocionales si nos das tu consentimiento, y podrás dejar de recibirlas en cualquier momento.

## Seguridad

Aplicamos medidas de seguridad administrativas, técnicas y físicas para proteger tus datos personales contra daño, pérdida, alteración, destrucción o uso, acceso o tratamiento no autorizados.

La comunicación con nuestro sitio se realiza mediante conexiones cifradas, y el acceso a la información de los clientes está limitado al personal que la necesita para atender los pedidos.

## Uso exclusivamente interno

La información que nos proporcionas es de uso exclusivamente interno de {tienda}. No vendemos, rentamos ni compartimos tus datos personales con terceros para fines comerciales.

Únicamente compartimos los datos estrictamente necesarios con los proveedores que nos ayudan a prestar el servicio, como el procesador de pagos, o cuando lo exija una autoridad competente conforme a la ley.

## Cookies y protección contra spam

El sitio guarda tu carrito de compras y tu sesión en el almacenamiento local de tu navegador (localStorage), para que no pierdas tus productos al cerrar la página. Puedes borrar esta información en cualquier momento desde la configuración de tu navegador.

En lugar de reCAPTCHA, protegemos nuestros formularios con un campo oculto antispam y con límites en el número de solicitudes, por lo que ningún dato de tu navegación se envía a Google ni a otros servicios de terceros con este fin.

## Derechos de acceso, rectificación y cancelación

De acuerdo con la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP), tienes derecho a acceder a tus datos personales, rectificarlos si son inexactos, cancelarlos cuando consideres que no se requieren para las finalidades señaladas y oponerte a su tratamiento (derechos ARCO).

Para ejercer cualquiera de estos derechos, envía tu solicitud a {email} indicando tu nombre, un medio para comunicarte la respuesta, los datos a los que se refiere la solicitud y una identificación que acredite tu identidad. Daremos respuesta en los plazos que establece la ley.

También puedes revocar en cualquier momento el consentimiento que nos hayas otorgado para el tratamiento de tus datos, en la medida en que no lo impida una obligación legal.

## Cambios a esta política

{tienda} puede actualizar estas Políticas de privacidad para reflejar cambios en nuestros servicios o en la legislación aplicable. Cualquier modificación se publicará en esta página con efecto a partir de su publicación.

Te recomendamos revisar esta sección periódicamente para mantenerte informado sobre cómo protegemos tu información.

## Contacto

Si tienes dudas sobre estas Políticas de privacidad o sobre el tratamiento de tus datos personales, comunícate con {tienda} al teléfono {telefono} o al correo electrónico {email}.`,
};
