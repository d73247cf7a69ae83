/**
 * Políticas de privacidad. La interfaz sustituye los marcadores
 * {tienda}, {telefono} y {email} por los datos de la tienda.
 */
export const privacy: { titulo: string; parrafos: string[] }[] = [
  {
    titulo: 'Información que recopilamos',
    parrafos: [
      '{tienda} recopila únicamente los datos personales necesarios para atender tus pedidos y solicitudes: nombre, dirección de entrega, teléfono, correo electrónico y, en su caso, los datos de facturación que nos proporciones.',
      'Nuestra zona de servicio comprende Tecate, Tijuana, Rosarito, Ensenada y Mexicali, Baja California, por lo que la dirección de entrega se utiliza para confirmar la cobertura y programar el reparto.',
      'Los datos de tu tarjeta de crédito o débito los recibe directamente nuestro procesador de pagos; {tienda} no almacena números de tarjeta.',
    ],
  },
  {
    titulo: 'Uso de la información',
    parrafos: [
      'Utilizamos tus datos para procesar y entregar tus pedidos, confirmar pagos, darte seguimiento y soporte, atender reclamaciones y, cuando lo solicites, coordinar entregas recurrentes o precios de mayoreo.',
      'Solo te enviaremos comunicaciones promocionales si nos das tu consentimiento, y podrás dejar de recibirlas en cualquier momento.',
    ],
  },
  {
    titulo: 'Seguridad',
    parrafos: [
      'Aplicamos medidas de seguridad administrativas, técnicas y físicas para proteger tus datos personales contra daño, pérdida, alteración, destrucción o uso, acceso o tratamiento no autorizados.',
      'La comunicación con nuestro sitio se realiza mediante conexiones cifradas, y el acceso a la información de los clientes está limitado al personal que la necesita para atender los pedidos.',
    ],
  },
  {
    titulo: 'Uso exclusivamente interno',
    parrafos: [
      'La información que nos proporcionas es de uso exclusivamente interno de {tienda}. No vendemos, rentamos ni compartimos tus datos personales con terceros para fines comerciales.',
      'Únicamente compartimos los datos estrictamente necesarios con los proveedores que nos ayudan a prestar el servicio, como el procesador de pagos, o cuando lo exija una autoridad competente conforme a la ley.',
    ],
  },
  {
    titulo: 'Cookies y protección contra spam',
    parrafos: [
      'El sitio guarda tu carrito de compras y tu sesión en el almacenamiento local de tu navegador (localStorage), para que no pierdas tus productos al cerrar la página. Puedes borrar esta información en cualquier momento desde la configuración de tu navegador.',
      'En lugar de reCAPTCHA, protegemos nuestros formularios con un campo oculto antispam y con límites en el número de solicitudes, por lo que ningún dato de tu navegación se envía a Google ni a otros servicios de terceros con este fin.',
    ],
  },
  {
    titulo: 'Derechos de acceso, rectificación y cancelación',
    parrafos: [
      'De acuerdo con la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP), tienes derecho a acceder a tus datos personales, rectificarlos si son inexactos, cancelarlos cuando consideres que no se requieren para las finalidades señaladas y oponerte a su tratamiento (derechos ARCO).',
      'Para ejercer cualquiera de estos derechos, envía tu solicitud a {email} indicando tu nombre, un medio para comunicarte la respuesta, los datos a los que se refiere la solicitud y una identificación que acredite tu identidad. Daremos respuesta en los plazos que establece la ley.',
      'También puedes revocar en cualquier momento el consentimiento que nos hayas otorgado para el tratamiento de tus datos, en la medida en que no lo impida una obligación legal.',
    ],
  },
  {
    titulo: 'Cambios a esta política',
    parrafos: [
      '{tienda} puede actualizar estas Políticas de privacidad para reflejar cambios en nuestros servicios o en la legislación aplicable. Cualquier modificación se publicará en esta página con efecto a partir de su publicación.',
      'Te recomendamos revisar esta sección periódicamente para mantenerte informado sobre cómo protegemos tu información.',
    ],
  },
  {
    titulo: 'Contacto',
    parrafos: [
      'Si tienes dudas sobre estas Políticas de privacidad o sobre el tratamiento de tus datos personales, comunícate con {tienda} al teléfono {telefono} o al correo electrónico {email}.',
    ],
  },
];
