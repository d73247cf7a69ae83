/**
 * The English of every e-mail a customer receives. The key is the Spanish message exactly as the Spanish
 * e-mail says it (ICU placeholders for what changes); the value is its English. Money and dates arrive
 * already formatted for the language (mail-text.ts); addresses and notes are the shopper's and stay as
 * typed; products take the owner's English (modules/orders/order-line-names.ts) and the shop's own delivery
 * windows theirs (EN_WINDOWS), as the English storefront shows them. Staff e-mails (new order, contact form) stay Spanish and
 * have no entries here. Also the refusals of an order whose messages carry values (platform/i18n/error-text.ts).
 */
export const EN_MAILS: Record<string, string> = {
  // «Modificar pedido» (issue 47, modules/order-changes).
  'Guardamos los cambios de tu pedido #{id}. Así queda:': 'We saved the changes to your order #{id}. This is how it looks now:',
  'Paga la diferencia aquí:': 'Pay the difference here:',
  '¿Olvidaste algo? Puedes modificar tu pedido hasta la hora de corte del día anterior a la entrega: {enlace}': 'Forgot something? You can change your order until the cut-off time the day before delivery: {enlace}',
  'Entrega: {entrega}': 'Delivery: {entrega}',
  '¿Olvidaste algo? Puedes cambiarlo otra vez hasta la hora de corte:': 'Forgot something? You can change it again until the cut-off time:',
  '{tienda}: cambiamos tu pedido #{id}': '{tienda}: we changed your order #{id}',
  'Este cambio pasa el límite de crédito de tu negocio.': "This change goes over your business's credit limit.",
  'El nuevo total se carga a la cuenta de tu negocio.': "The new total is charged to your business's account.",
  'Pagas el nuevo total al recibir tu pedido.': 'You pay the new total when you receive your order.',
  'Productos: el nuevo total en línea ({total}) queda por debajo del mínimo de un pago ({minimo}).': 'Products: the new online total ({total}) is below the minimum of a payment ({minimo}).',
  'Pagas el nuevo total con tu tarjeta.': 'You pay the new total with your card.',
  'Te damos una ficha OXXO nueva por el nuevo total: la anterior ya no sirve.': 'We give you a new OXXO voucher for the new total: the previous one no longer works.',
  'Te damos datos de transferencia nuevos por el nuevo total: los anteriores ya no sirven.': 'We give you new transfer details for the new total: the previous ones no longer work.',
  'Lo que pagaste no cambia.': 'What you paid does not change.',
  'Productos: ya pagaste una diferencia de este pedido; para agregar más, haz un pedido nuevo.': 'Products: you already paid a difference on this order; to add more, place a new order.',
  'Productos: la diferencia ({diferencia}) es menor que el mínimo de un pago con tarjeta ({minimo}): agrega un poco más.': 'Products: the difference ({diferencia}) is less than the minimum of a card payment ({minimo}): add a little more.',
  'Pagas la diferencia ({monto}) con tarjeta al guardar.': 'You pay the difference ({monto}) by card when you save.',
  'Te damos una ficha OXXO por la diferencia ({monto}).': 'We give you an OXXO voucher for the difference ({monto}).',
  'Te damos datos de transferencia por la diferencia ({monto}).': 'We give you transfer details for the difference ({monto}).',
  'Productos: la diferencia ({diferencia}) es menor que el mínimo de un pago ({minimo}): agrega un poco más.': 'Products: the difference ({diferencia}) is less than the minimum of a payment ({minimo}): add a little more.',
  'Paga la diferencia, {monto}, en efectivo en cualquier OXXO con esta referencia:': 'Pay the difference, {monto}, in cash at any OXXO store with this reference:',
  'La ficha vence el {vence}.': 'The voucher expires on {vence}.',
  'Transfiere la diferencia, {monto}, por SPEI desde la app de tu banco:': "Transfer the difference, {monto}, by SPEI from your bank's app:",
  'Transfiere antes del {vence}.': 'Transfer before {vence}.',
  'También lo ves aquí:': 'You can also see it here:',
  'Tu tarjeta queda autorizada por {monto} menos: no se te cobra.': 'Your card stays authorized for {monto} less: you are not charged it.',
  'Te quedan {monto} de saldo a favor para tu próximo pedido.': 'You keep {monto} of store credit for your next order.',
  'Te devolvemos {monto} a tu forma de pago.': 'We refund {monto} to your payment method.',
  '¡Listo! Guardamos los cambios de tu pedido.': 'Done! We saved the changes to your order.',
  'Págalo desde «Mi cuenta».': 'Pay it from “My account”.',
  'Tu reembolso de {monto} está en proceso.': 'Your refund of {monto} is in process.',
  'Reembolso de {monto} en proceso.': 'Refund of {monto} in process.',
  'Paga la diferencia ({monto}) para completarlo.': 'Pay the difference ({monto}) to complete it.',
  'Diferencia por pagar: {monto}.': 'Difference to pay: {monto}.',
  'Ya estamos empacando tu pedido: ya no se puede modificar.': 'We are already packing your order: it can no longer be changed.',
  'Ya pasó la hora de corte para modificar este pedido: lo preparamos como está.': 'The cut-off time to change this order has passed: we prepare it as it is.',
  'Este pedido ya no se puede modificar: ya fue enviado, entregado o cancelado.': 'This order can no longer be changed: it was already sent, delivered or cancelled.',
  'Tu pedido cambió mientras lo editabas (otra pestaña o persona). Recarga para ver cómo quedó.': 'Your order changed while you were editing it (another tab or person). Reload to see how it is now.',
  'Este enlace ya se usó: el pedido cambió después. Abre el enlace del último correo.': 'This link was already used: the order changed afterwards. Open the link in the latest e-mail.',
  'Tu pago de este pedido está llegando: espera a que se confirme para modificarlo.': 'Your payment for this order is on its way: wait until it is confirmed to change it.',
  '{hora} del {dia}': '{hora} on {dia}',
  // An order refused (modules/orders/orders.ts, order-writes.ts): what an English page shows.
  'Producto no encontrado: {ids}.': 'Product not found: {ids}.',
  'Producto no disponible: {nombres}.': 'Product not available: {nombres}.',
  'Agotado: {nombres}. Quítalo de tu carrito para continuar.': 'Sold out: {nombres}. Remove it from your cart to continue.',
  'La cantidad máxima por producto es 999 ({nombres}).': 'You can order at most 999 of a product ({nombres}).',
  'Por ahora no hay días de entrega para {zona}: escríbenos por WhatsApp.': 'There are no delivery days for {zona} for now: message us on WhatsApp.',
  'Día de entrega: el {dia} no está disponible; elige uno de la lista.': 'Delivery day: {dia} is not available; choose one from the list.',
  'La ventana «{ventana}» del {dia} ya está llena: elige otro horario.': 'The «{ventana}» window on {dia} is full: choose another time.',
  '«{nombre}» se agotó. Quítalo de tu carrito para continuar.': '«{nombre}» sold out. Remove it from your cart to continue.',
  'Solo quedan {left} de «{nombre}» (pediste {items}). Ajusta la cantidad en tu carrito.': 'Only {left} of «{nombre}» left (you asked for {items}). Change the quantity in your cart.',
  'El mínimo de «{nombre}» es {minimo}.': 'The minimum of «{nombre}» is {minimo}.',
  'El pedido mínimo para entregar en {zona} es de {minimo}: te faltan {faltan}.': 'The minimum order for delivery in {zona} is {minimo}: add {faltan} more.',
  'Aún no entregamos en el código postal {cp}. Escríbenos por WhatsApp y vemos cómo ayudarte.': 'We don’t deliver to postal code {cp} yet. Message us on WhatsApp and we’ll see how we can help.',

  // A payment method refused (modules/orders/orders.ts), and the methods' names.
  'La forma de pago «{metodo}» no está disponible.': 'The payment method «{metodo}» is not available.',
  '«{metodo}» no está disponible en tu zona de entrega.': '«{metodo}» is not available in your delivery area.',
  '«{metodo}» es para pedidos de hasta {maximo}.': '«{metodo}» is for orders of up to {maximo}.',
  '«{metodo}» es para clientes con un pedido ya entregado: inicia sesión o elige otra forma de pago.': '«{metodo}» is for customers with an order already delivered: sign in or choose another payment method.',
  'Tarjeta': 'Card',
  'Efectivo en OXXO': 'Cash at OXXO',
  'Transferencia SPEI': 'SPEI transfer',
  'Pago al recibir': 'Pay on delivery',

  // Shared
  // «Reportar un problema» (modules/problems): the owner's decision, and the delivered e-mail's link.
  'Te reembolsamos {monto} a la forma de pago de tu pedido #{id}; según tu banco, puede tardar unos días en verse.': 'We refunded {monto} to the payment method of your order #{id}; depending on your bank, it may take a few days to show.',
  'Abonamos {monto} a la cuenta de tu negocio por el pedido #{id}: baja lo que debe (o queda a su favor).': 'We credited {monto} to your business account for order #{id}: it lowers what it owes (or stays in its favour).',
  'Te devolvemos {monto} en efectivo: te lo entregamos con tu próximo pedido o cuando pases a la tienda.': 'We are giving you back {monto} in cash: with your next order or when you visit the shop.',
  'Abonamos {monto} a tu saldo a favor: se descuenta solo en tu próximo pedido.': 'We added {monto} to your shop credit: it comes off your next order automatically.',
  'Te reponemos sin costo en tu próximo pedido: {productos}.': 'We will replace it free of charge in your next order: {productos}.',
  'Revisamos tu reporte y esta vez no procede: {motivo}': 'We reviewed your report and this time we cannot accept it: {motivo}',
  '{tienda}: tu reporte del pedido #{id}': '{tienda}: your report on order #{id}',
  'Ve el estado de tu reporte: {enlace}': 'See your report’s status: {enlace}',
  '¿Algo llegó mal? Repórtalo dentro de las 48 horas siguientes: {enlace}': 'Did something arrive wrong? Report it within 48 hours: {enlace}',
  'Hola {nombre}:': 'Hi {nombre},',
  'Hola:': 'Hello,',

  // The confirmation of a paid order (order-mails.ts)
  '{tienda}: confirmación de tu pedido #{id}': '{tienda}: your order #{id} is confirmed',
  '¡Gracias por tu compra! Recibimos el pago de tu pedido #{id}.': 'Thank you for your purchase! We received the payment for your order #{id}.',
  '¡Gracias por tu compra! Confirmamos tu pedido #{id}: tu tarjeta quedó autorizada y aún no te cobramos; te cobramos lo que pese al empacarlo.':
    'Thank you for your purchase! Your order #{id} is confirmed: your card is authorized and nothing is charged yet; we charge what it weighs when we pack it.',
  '- {nombre} × {items} — {precio} c/u = {total}': '- {nombre} × {items} — {precio} each = {total}',
  '- {nombre} ≈ {peso} — {precio} por kg = {total}': '- {nombre} ≈ {peso} — {precio} per kg = {total}',
  'Total estimado: {monto}': 'Estimated total: {monto}',
  'Al recibir pagas lo que pese tu pedido al empacarlo.': 'On delivery you pay what your order weighed when we packed it.',
  'Saldo a favor aplicado: −{monto}': 'Store credit applied: −{monto}',
  'Total: {monto}': 'Total: {monto}',
  'Autorizamos {monto} en tu tarjeta (el estimado más un margen por el peso): te cobramos solo lo que pese tu pedido al empacarlo.': 'We authorized {monto} on your card (the estimate plus a margin for weight): we charge only what your order weighs when we pack it.',
  'Pagaste {monto} (el estimado más un margen por el peso): al empacar te devolvemos lo que no se use.': 'You paid {monto} (the estimate plus a margin for weight): when we pack, we give back what is not used.',

  // Business accounts (businesses.ts)
  '{tienda}: tu cuenta de negocio está aprobada': '{tienda}: your business account is approved',
  '{tienda}: sobre tu solicitud de cuenta de negocio': '{tienda}: about your business account application',
  'Aprobamos la cuenta de negocio de {razon_social}. Ya puedes pedir como negocio desde tu cuenta.': 'We approved the business account of {razon_social}. You can now order as a business from your account.',
  'No pudimos aprobar la cuenta de negocio de {razon_social}: {motivo}. Puedes corregir tus datos y enviarla de nuevo desde tu cuenta.': 'We could not approve the business account of {razon_social}: {motivo}. You can correct your details and send it again from your account.',

  // The difference of a weighed order, paid by link (packed-difference.ts)
  // A substitute proposed at packing (modules/substitutions/substitution-mail.ts).
  '{tienda}: ¿aceptas un sustituto en tu pedido #{id}?': '{tienda}: do you accept a substitute in your order #{id}?',
  'Al empacar tu pedido #{id} nos faltaron {faltan} de «{producto}». Te proponemos {items} × «{sustituto}» a {precio} cada uno ({total}).':
    'While packing your order #{id} we were {faltan} short of «{producto}». We suggest {items} × «{sustituto}» at {precio} each ({total}).',
  'Aceptar': 'Accept',
  'Rechazar': 'Decline',
  'Si no respondes antes del {hora}, haremos lo que elegiste al comprar: {eleccion}.': 'If you do not answer by {hora}, we will do what you chose at checkout: {eleccion}.',
  '{tienda}: empacamos tu pedido #{id}': '{tienda}: we packed your order #{id}',
  'Empacamos tu pedido #{id}: pagas lo que empacamos.': 'We packed your order #{id}: you pay for what we packed.',
  '{tienda}: tu pedido #{id} pesó un poco más': '{tienda}: your order #{id} weighed a little more',
  'Tu pedido #{id} pesó {final}, {monto} más de lo que autorizaste. Para enviarlo así, paga la diferencia aquí:': 'Your order #{id} came to {final}, {monto} more than you authorized. To send it as packed, pay the difference here:',
  'Si prefieres que quitemos un poco, responde a este correo.': 'If you would rather we take a little out, reply to this e-mail.',

  // Charged what was packed (packed-mails.ts)
  '{tienda}: pesamos tu pedido #{id}': '{tienda}: we weighed your order #{id}',
  'Pesamos tu pedido #{id}: pagas lo que empacamos.': 'We weighed your order #{id}: you pay for what we packed.',
  '- {nombre}: pediste ≈ {estimado}, pesó {pesado} = {total}': '- {nombre}: you ordered ≈ {estimado}, it weighed {pesado} = {total}',
  'Total final: {monto}': 'Final total: {monto}',
  'Cobramos {final} a tu tarjeta. El resto de lo autorizado ({monto}) se libera sin cargo.': 'We charged {final} to your card. The rest of the authorization ({monto}) is released at no charge.',
  'Cobramos {final} a tu tarjeta.': 'We charged {final} to your card.',
  'Lo que pagaste cubre exactamente tu pedido: {final}.': 'What you paid covers your order exactly: {final}.',
  'Tu pedido costó {final}. La diferencia, {monto}, queda como saldo a favor para tu próximo pedido.': 'Your order came to {final}. The difference, {monto}, stays as store credit for your next order.',
  'Tu pedido costó {final}. Te reembolsamos la diferencia, {monto}: llega a tu cuenta en 5 a 10 días hábiles.': 'Your order came to {final}. We refunded the difference, {monto}: it reaches your account in 5 to 10 business days.',
  'IVA {tasa} %': 'IVA {tasa}%',
  'si se agota: {sustitucion}': 'if out of stock: {sustitucion}',
  'Sustituir por uno similar': 'Substitute with a similar item',
  'No sustituir': 'Do not substitute',
  Llamarme: 'Call me',
  'Subtotal: {monto}': 'Subtotal: {monto}',
  'Precios de tu lista «{lista}».': 'Prices from your «{lista}» price list.',
  // Standing orders (modules/standing/standing-orders.ts).
  '{tienda}: tu pedido recurrente del {dia} no se preparó': '{tienda}: your standing order for {dia} was not prepared',
  'No pudimos preparar tu pedido recurrente para el {dia}: {motivo}': 'We could not prepare your standing order for {dia}: {motivo}',
  'Revísalo en tu cuenta; el siguiente sigue programado.': 'Check it in your account; the next one stays scheduled.',
  '{tienda}: tu pedido recurrente del {dia}': '{tienda}: your standing order for {dia}',
  'Mañana preparamos tu pedido recurrente para el {dia} ({n} producto(s)).': 'Tomorrow we prepare your standing order for {dia} ({n} product(s)).',
  'Omitir esta semana: {enlace}': 'Skip this week: {enlace}',
  'Modificar: {enlace}': 'Change it: {enlace}',
  '{tienda}: cambios en tu pedido recurrente del {dia}': '{tienda}: changes to your standing order for {dia}',
  'Preparamos tu pedido recurrente para el {dia} con estos cambios:': 'We prepared your standing order for {dia} with these changes:',
  '{tienda}: no pudimos cobrar tu pedido recurrente del {dia}': '{tienda}: we could not charge your standing order for {dia}',
  'No pudimos cobrar tu pedido recurrente para el {dia} a tu tarjeta guardada: {motivo}': 'We could not charge your standing order for {dia} to your saved card: {motivo}',
  'Págalo aquí antes del corte para que salga ese día: {enlace}': 'Pay it here before the cut-off so it goes out that day: {enlace}',
  // Buying on account (modules/business/business-credit.ts, orders.ts).
  'Total a crédito: {monto}, a pagar a más tardar el {vence}.': 'Total on account: {monto}, to be paid by {vence}.',
  '¡Gracias por tu pedido #{id}! Queda a cuenta de tu negocio y lo preparamos para su día.': 'Thank you for your order #{id}! It is on your business’s account and we will prepare it for its day.',
  'Para comprar a crédito inicia sesión con la cuenta de tu negocio.': 'To buy on account, sign in with your business’s account.',
  'Tu negocio no compra a crédito: elige otra forma de pago.': 'Your business does not buy on account: choose another payment method.',
  'Este pedido pasa el límite de crédito de tu negocio: te quedan {disponible}.': 'This order goes over your business’s credit limit: {disponible} left.',
  // A business's invitation to one of its people (modules/business/business-people.ts), in the inviter's language.
  '{tienda}: {nombre} te invita a comprar para {negocio}': '{tienda}: {nombre} invites you to order for {negocio}',
  '{nombre} te invita a pedir en {tienda} como parte de {negocio}, con sus precios y su cuenta. Abre este enlace (válido {dias} días, un solo uso) e inicia sesión o crea tu cuenta con este correo:':
    '{nombre} invites you to order at {tienda} as part of {negocio}, with its prices and account. Open this link (valid for {dias} days, single use) and sign in or create your account with this e-mail address:',
  'Envío: {monto}': 'Delivery: {monto}',
  'Cupón {codigo}: −{monto}': 'Code {codigo}: −{monto}',
  'Cupón {codigo}: envío gratis': 'Code {codigo}: free delivery',
  Gratis: 'Free',
  'Total pagado: {monto}': 'Total paid: {monto}',
  'IVA 0 % (alimentos): base {base}': 'IVA 0% (food): base {base}',
  'IVA {tasa} %: base {base}, IVA {iva} (incluido)': 'IVA {tasa}%: base {base}, IVA {iva} (included)',
  'Entregaremos en: {direccion}': 'We will deliver to: {direccion}',
  'C.P. {cp}': 'postal code {cp}',
  '{direccion}. Referencias: {referencias}': '{direccion}. Directions: {referencias}',
  'Día de entrega: {entrega}.': 'Delivery day: {entrega}.',
  'Los pedidos antes de las 11:00 pm llegan al día siguiente.': 'Orders placed before 11:00 pm arrive the next day.',
  'Te contactaremos al {telefono} si hace falta.': 'We will call you at {telefono} if needed.',
  'Nota: {nota}': 'Note: {nota}',
  'Factura: la emitiremos a {razon_social} (RFC {rfc}) y te la enviaremos por correo en PDF y XML.':
    'Invoice (factura): we will issue it to {razon_social} (RFC {rfc}) and e-mail it to you as PDF and XML files.',
  '¿Necesitas factura? Puedes pedirla dentro del mes de tu compra en «Facturar mi compra»: {enlace}':
    'Need an invoice (factura)? You can ask for it within the month of your purchase at «Invoice my purchase»: {enlace}',

  // Password reset (accounts.ts)
  '{tienda}: restablece tu contraseña': '{tienda}: reset your password',
  'Hola {nombre}:\n\nRecibimos una solicitud para restablecer tu contraseña. Abre este enlace (válido por 1 hora, un solo uso):\n\n{enlace}\n\nSi no fuiste tú, ignora este correo; tu contraseña no cambiará.\n\n{tienda}':
    'Hi {nombre},\n\nWe received a request to reset your password. Open this link (valid for 1 hour, single use):\n\n{enlace}\n\nIf this was not you, ignore this e-mail; your password will not change.\n\n{tienda}',

  // E-mail verification (email-verification.ts)
  '{tienda}: confirma tu correo': '{tienda}: confirm your e-mail',
  'Hola {nombre}:\n\nAbre este enlace para confirmar que este correo es tuyo (válido por 24 horas). Los pedidos que hiciste como invitado con él aparecerán en tu cuenta:\n\n{enlace}\n\nSi no fuiste tú, ignora este correo.\n\n{tienda}':
    'Hi {nombre},\n\nOpen this link to confirm that this e-mail address is yours (valid for 24 hours). The orders you placed with it as a guest will appear in your account:\n\n{enlace}\n\nIf this was not you, ignore this e-mail.\n\n{tienda}',

  // «Facturar mi compra»'s refusals (modules/facturas/self-invoice.ts)
  'La tienda emite sus facturas a mano: escríbenos a {email} con tu número de pedido (#{id}) y tus datos fiscales y te la enviamos.':
    'The shop issues its invoices by hand: write to {email} with your order number (#{id}) and your tax details, and we will send it to you.',
  'El pedido #{id} está cancelado: no se puede facturar.': 'Order #{id} was cancelled: it cannot be invoiced.',
  'El pedido #{id} es a crédito de un negocio: su factura se emite a nombre del negocio al enviarlo.': 'Order #{id} is on a business account: its invoice is issued to the business when the order is sent.',
  'El pedido #{id} aún no está pagado: podrás facturarlo cuando recibamos tu pago.': 'Order #{id} is not paid yet: you can invoice it once we receive your payment.',
  'El pedido #{id} ya tiene factura: la enviamos (o la enviaremos) al correo del pedido.': 'Order #{id} already has an invoice: we sent it (or will send it) to the order’s e-mail.',
  'Tu compra se pagó en {mes} de {anio}: solo puede facturarse dentro del mismo mes. Después queda en la factura global al público en general.':
    'Your purchase was paid in {mes} {anio}: it can only be invoiced within that same month. After that it goes into the shop’s invoice to the general public.',
  'El pedido #{id} ya se incluyó en la factura global al público en general: ya no puede facturarse a tu nombre.': 'Order #{id} is already in the shop’s invoice to the general public: it can no longer be invoiced in your name.',
  'Tu pedido #{id} aún no se empaca: lo facturamos por lo que pese. Vuelve a intentarlo cuando lo recibas.': 'Your order #{id} is not packed yet: we invoice what it weighs. Try again once you receive it.',
  // The factura's files (facturas.ts)
  '{tienda}: tu factura del pedido #{id}': '{tienda}: your invoice for order #{id}',
  '{tienda}: factura corregida del pedido #{id}': '{tienda}: corrected invoice for order #{id}',
  'Te enviamos la factura de tu pedido #{id} ({total}), en PDF y XML adjuntos.': 'Here is the invoice (factura) for your order #{id} ({total}), attached as PDF and XML files.',
  'Te enviamos de nuevo la factura de tu pedido #{id} ({total}), en PDF y XML adjuntos.':
    'Here is the invoice (factura) for your order #{id} ({total}) again, attached as PDF and XML files.',
  'RFC: {rfc}\nRazón social: {razon_social}\nFolio fiscal: {uuid}': 'RFC: {rfc}\nLegal name: {razon_social}\nFolio fiscal (invoice ID): {uuid}',
  'También puedes descargarla cuando quieras en «Mi cuenta»: {enlace}': 'You can also download it any time from “My account”: {enlace}',
  'Esta factura se emitió en modo de prueba: no tiene validez fiscal.': 'This invoice was issued in test mode: it has no tax validity.',
  '{tienda}: complemento de pago del pedido #{id}': '{tienda}: payment receipt (complemento de pago) for order #{id}',
  'Recibimos tu pago de {monto} del pedido #{id}. Te enviamos su complemento de pago (REP) en PDF y XML adjuntos.':
    'We received your payment of {monto} for order #{id}. Here is its payment receipt (complemento de pago, REP), attached as PDF and XML files.',
  '{tienda}: nota de crédito del pedido #{id}': '{tienda}: credit note for order #{id}',
  'Te enviamos la nota de crédito por {monto} de tu pedido #{id}, en PDF y XML adjuntos.': 'Here is the credit note (nota de crédito) for {monto} of your order #{id}, attached as PDF and XML files.',

  // The order's moves by staff (modules/orders/admin-orders.ts)
  '{tienda}: tu pedido #{id} va en camino': '{tienda}: your order #{id} is on its way',
  'Tu pedido #{id} salió a entrega a {direccion}. Te contactaremos al {telefono} si hace falta.':
    'Your order #{id} is out for delivery to {direccion}. We will call you at {telefono} if needed.',
  '{tienda}: tu pedido #{id} fue entregado': '{tienda}: your order #{id} was delivered',
  'Entregamos tu pedido #{id}. ¡Gracias por comprar con nosotros! Si algo no llegó como esperabas, responde a este correo.':
    'We delivered your order #{id}. Thank you for shopping with us! If anything did not arrive as you expected, reply to this e-mail.',
  '{tienda}: tu pedido #{id} fue cancelado': '{tienda}: your order #{id} was cancelled',
  'Cancelamos tu pedido #{id} ({total}).': 'We cancelled your order #{id} ({total}).',
  'Si no lo pediste tú o tienes dudas, responde a este correo.': 'If you did not ask for this or have any questions, reply to this e-mail.',
  '{tienda}: reembolsamos tu pedido #{id}': '{tienda}: we refunded your order #{id}',

  // A paid order's refund (contracts' refundSentence, the same words)
  'El reembolso de {monto} a la tarjeta con la que pagaste está en proceso: te escribimos en cuanto quede hecho.':
    'The refund of {monto} to the card you paid with is in process: we will write to you as soon as it is done.',
  'Te reembolsamos {monto} a la tarjeta con la que pagaste el {fecha}; según tu banco, se verá en tu estado de cuenta entre el {desde} y el {hasta}.':
    'We refunded {monto} to the card you paid with on {fecha}; depending on your bank, it will show on your statement between {desde} and {hasta}.',

  // Vouchers, transfers, pay on delivery and late payments (order-mails.ts)
  'Total a pagar al recibir: {monto}': 'Total to pay on delivery: {monto}',
  '¡Gracias por tu pedido #{id}! Lo pagas al recibirlo: {monto} en efectivo o con tarjeta (terminal).': 'Thank you for your order #{id}! You pay when it arrives: {monto} in cash or by card (terminal).',
  '¡Gracias por tu pedido #{id}! Lo pagas al recibirlo, en efectivo o con tarjeta (terminal): lo que pese al empacarlo.': 'Thank you for your order #{id}! You pay on delivery, in cash or by card (terminal): what it weighed when we packed it.',
  'Tu pago llegó después de la hora de corte del {antes}: entregamos tu pedido el siguiente día disponible.': 'Your payment arrived after the cut-off time for {antes}: we deliver your order on the next available day.',
  'Para confirmar tu pedido #{id}, paga {monto} en efectivo en cualquier OXXO con esta referencia:': 'To confirm your order #{id}, pay {monto} in cash at any OXXO store with this reference:',
  'La ficha vence el {vence}. Si no se paga, el pedido se cancela.': 'The voucher expires on {vence}. If it is not paid, the order is cancelled.',
  'Si pagas después de las {hora} del día anterior a la entrega, tu pedido se entrega el siguiente día con cupo.':
    'If you pay after {hora} on the day before delivery, your order is delivered on the next day with room.',
  'Ficha para imprimir: {url}': 'Printable voucher: {url}',
  'Para confirmar tu pedido #{id}, transfiere {monto} por SPEI desde la app de tu banco:': 'To confirm your order #{id}, transfer {monto} by SPEI from your banking app:',
  'CLABE: {clabe}': 'CLABE: {clabe}',
  'Banco: {banco}': 'Bank: {banco}',
  'Beneficiario: {beneficiario}': 'Beneficiary: {beneficiario}',
  'Referencia: {referencia}': 'Reference: {referencia}',
  'Transfiere antes del {vence}; si no llega, el pedido se cancela.': 'Transfer before {vence}; if it does not arrive, the order is cancelled.',
  'Instrucciones: {url}': 'Instructions: {url}',
  '{tienda}: tu ficha OXXO del pedido #{id}': '{tienda}: your OXXO voucher for order #{id}',
  '{tienda}: datos para tu transferencia del pedido #{id}': '{tienda}: transfer details for order #{id}',
  'Programamos la entrega al recibir tu pago; te confirmamos por correo.': 'We schedule the delivery when your payment arrives; we will confirm it by e-mail.',
  '{tienda}: recibimos parte de tu transferencia del pedido #{id}': '{tienda}: we received part of your transfer for order #{id}',
  'Recibimos parte de tu transferencia del pedido #{id}. Faltan {monto}: transfiérelos a la misma CLABE con la misma referencia.': 'We received part of your transfer for order #{id}. {monto} is still missing: transfer it to the same CLABE with the same reference.',
  'Te lo reembolsamos: {reembolso}': 'We refunded it: {reembolso}',
  'Te lo reembolsaremos; te escribimos en cuanto quede hecho.': 'We will refund it; we will write to you as soon as it is done.',
  '{tienda}: recibimos un pago de tu pedido cancelado #{id}': '{tienda}: we received a payment for your cancelled order #{id}',
  'Recibimos tu pago de {monto} del pedido #{id}, pero el pedido ya estaba cancelado.': 'We received your payment of {monto} for order #{id}, but the order had already been cancelled.',

  // Reminders people asked for (modules/reminders/reminder-mails.ts, issue 47)
  '¿No quieres estos avisos? Date de baja en un clic: {enlace}': 'Don’t want these reminders? Unsubscribe in one click: {enlace}',
  'Dejaste productos en tu carrito:': 'You left products in your cart:',
  '- {nombre} × {items}: {total}': '- {nombre} × {items}: {total}',
  '- {nombre} × {items}: ≈ {total}': '- {nombre} × {items}: ≈ {total}',
  'Son los precios de hoy; pueden cambiar. Tu carrito te espera aquí: {enlace}': 'These are today’s prices; they may change. Your cart is waiting here: {enlace}',
  '{tienda}: dejaste productos en tu carrito': '{tienda}: you left products in your cart',
  'Sueles pedir cada {dia_semana} y esta semana aún no lo has hecho.': 'You usually order every {dia_semana} and haven’t ordered yet this week.',
  'Vuelve a pedir lo de tu último pedido en un clic desde tu cuenta: {enlace}': 'Order your last order again in one click from your account: {enlace}',
  '{tienda}: ¿tu pedido de esta semana?': '{tienda}: your order this week?',
};

/**
 * The shop's own delivery windows (contracts' DEFAULT_WINDOWS) in English, word for word as the storefront's
 * catalogue has them (apps/web/src/i18n/en/checkout.json; mail-text.test.ts checks they agree). A window the
 * owner named otherwise keeps its name.
 */
export const EN_WINDOWS: Record<string, string> = {
  'Mañana (9:00 a 13:00)': 'Morning (9 am–1 pm)',
  'Tarde (15:00 a 19:00)': 'Afternoon (3–7 pm)',
};
