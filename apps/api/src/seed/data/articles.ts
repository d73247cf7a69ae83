import type { SeedArticle } from './types';

/** Artículos iniciales del blog. `contenido` está en Markdown (sin enlaces ni imágenes externas). */
export const articles: SeedArticle[] = [
  {
    id: 1,
    slug: 'como-elegir-un-aguacate-en-su-punto',
    titulo: 'Cómo elegir un aguacate en su punto',
    resumen:
      'Aprende a reconocer un aguacate Hass listo para comer, uno que madurará en un par de días y cómo acelerar o frenar su maduración en casa.',
    contenido: `El aguacate Hass es uno de los productos que más nos piden en Tecate, Tijuana, Rosarito y Ensenada, y también uno de los que más dudas genera. ¿Lo quiero para hoy o para el fin de semana? ¿Por qué a veces se pone negro por dentro? Elegirlo bien es más fácil de lo que parece si sabes en qué fijarte.

## Las tres señales de un aguacate en su punto

Antes de apretar el aguacate con toda la mano (y dejarle marcas), revisa estas señales:

- **Color:** la cáscara del Hass pasa de verde brillante a verde muy oscuro, casi negro, conforme madura. Un tono uniforme y oscuro suele indicar que ya está listo.
- **Firmeza:** sostenlo en la palma y presiona suavemente con los dedos, no con la punta. Si cede un poco, como un durazno maduro, está perfecto para comer hoy.
- **El pedúnculo:** retira el pequeño "botón" de la parte superior. Si debajo se ve verde claro, el aguacate está en su punto; si se ve café, probablemente ya se pasó.

## ¿Para hoy o para después?

Si vas a preparar guacamole el mismo día, busca aguacates oscuros que cedan ligeramente. Si los quieres para dentro de dos o tres días, elige piezas todavía verdes y firmes: madurarán solas a temperatura ambiente. En nuestros pedidos puedes dejar una nota indicando cuándo planeas usarlos y seleccionamos las piezas según tu preferencia.

Para acelerar la maduración, guarda el aguacate en una bolsa de papel junto con un plátano o una manzana; estas frutas liberan etileno, un gas natural que ayuda a madurar. Para frenarla, mete al refrigerador el aguacate que ya está en su punto: aguantará entre tres y cinco días más sin perder sabor.

## Un último consejo para el guacamole

Una vez abierto, el aguacate se oxida rápido. Agrega unas gotas de limón, cubre la superficie con plástico bien pegado y guarda el hueso junto a la pulpa. Así tu guacamole se conservará verde por más tiempo, listo para acompañar unos buenos tacos.`,
    img_url: '/img/blog/como-elegir-un-aguacate-en-su-punto.webp',
    autor: 'Mariana López',
    fecha_publicacion: '2026-02-10',
  },
  {
    id: 2,
    slug: 'temporada-de-fresa-en-san-quintin',
    titulo: 'Temporada de fresa en San Quintín',
    resumen:
      'El valle de San Quintín es una de las principales regiones productoras de fresa del país; te contamos cuándo es temporada y cómo disfrutarla mejor.',
    contenido: `A unas horas al sur de Ensenada, el valle de San Quintín se ha convertido en una de las regiones productoras de fresa más importantes de México. Su clima templado, con brisa del Pacífico y noches frescas, permite cosechar fruta dulce y firme durante buena parte del año.

## ¿Cuándo es temporada?

La cosecha fuerte de fresa en San Quintín va aproximadamente de enero a junio, con un segundo periodo más corto en otoño según la variedad y el clima del año. En esos meses la fruta llega a nuestras bodegas el mismo día en que se corta, y de ahí a tu puerta en menos de 24 horas.

Fuera de temporada también encontrarás fresa en la tienda, pero es en primavera cuando el sabor, el aroma y el precio están en su mejor momento. Por eso aprovechamos esas semanas para ofrecer descuentos especiales en la charola de 500 g.

## Cómo elegir y conservar la fresa

- Busca fresas de color rojo intenso y brillante hasta el cuello, con las hojitas verdes y frescas.
- Evita las charolas con fruta aplastada o con manchas blancas: la humedad acelera la descomposición.
- No las laves hasta el momento de comerlas; guárdalas en el refrigerador, en su empaque o sobre una servilleta de papel.
- Consúmelas de preferencia en los siguientes tres días.

## Ideas para disfrutarlas

Además de comerlas solas, las fresas combinan de maravilla con yogur natural y miel de abeja, en un agua fresca sin mucha azúcar o en una ensalada de espinaca con queso fresco y nuez. Si compraste de más, desinféctalas, retira el rabito y congélalas extendidas en una charola: son perfectas para licuados.

Comprar fresa de San Quintín también es apoyar a las familias jornaleras y productoras de nuestro estado. Cada charola que llega a tu mesa recorre pocos kilómetros y deja más valor en Baja California.`,
    img_url: '/img/blog/temporada-de-fresa-en-san-quintin.webp',
    autor: 'Jorge Castañeda',
    fecha_publicacion: '2026-03-18',
  },
  {
    id: 3,
    slug: 'recetas-con-nopal',
    titulo: 'Tres recetas sencillas con nopal',
    resumen:
      'El nopal es económico, nutritivo y muy versátil: te compartimos tres recetas fáciles para incluirlo en tu semana, del desayuno a la cena.',
    contenido: `El nopal es uno de los ingredientes más mexicanos que existen: aporta fibra, es bajo en calorías y combina con casi todo. En Huerta Baja lo vendemos limpio, sin espinas, para que solo tengas que cortarlo y cocinarlo. Aquí van tres ideas para aprovecharlo.

## 1. Ensalada de nopales

Corta los nopales en tiras o cuadritos y cuécelos en agua con sal, un trozo de cebolla y un diente de ajo durante unos 10 minutos. Escúrrelos y enjuágalos con agua fría para quitarles la baba. Mezcla con:

- tomate saladette picado,
- cebolla blanca en cuadritos,
- cilantro fresco,
- chile jalapeño al gusto,
- jugo de limón, sal y un chorrito de aceite de oliva.

Termina con queso fresco desmoronado. Es ideal como guarnición o para comer en tostadas.

## 2. Huevo con nopales

Para el desayuno, asa los nopales en un comal hasta que cambien de color y córtalos en tiras. Sofríe un poco de cebolla y chile, agrega los nopales y después los huevos batidos. Mueve hasta que el huevo esté cocido y sirve con tortillas de maíz calientes y frijoles de la olla.

## 3. Nopales asados para la carne asada

Si preparas carne asada el fin de semana, pon los nopales enteros sobre la parrilla, con unos cortes en la parte ancha para que se cocinen parejo. Cuando estén suaves y ligeramente dorados, agrega sal gruesa y sírvelos con salsa roja. Son el acompañamiento perfecto y le dan un toque fresco a la comida.

Un consejo final: si los nopales te quedan con baba, cocínalos a fuego alto y sin tapa, o agrega unas cáscaras de tomate verde al agua de cocción. Verás que la diferencia es notable.`,
    img_url: '/img/blog/recetas-con-nopal.webp',
    autor: 'Ana Sofía Ruiz',
    fecha_publicacion: '2026-05-06',
  },
  {
    id: 4,
    slug: 'como-conservar-verduras-mas-tiempo',
    titulo: 'Cómo conservar tus verduras más tiempo',
    resumen:
      'Con unos cuantos hábitos de almacenamiento puedes hacer que tus verduras duren días más en casa, desperdiciar menos y ahorrar en cada compra.',
    contenido: `Comprar verdura fresca es solo la mitad del trabajo: la otra mitad es guardarla bien. Cada semana se desperdicia en los hogares una buena cantidad de comida que simplemente se echó a perder en el refrigerador. Con algunos hábitos sencillos puedes alargar la vida de tus verduras varios días.

## Lo que va al refrigerador y lo que no

No todas las verduras se llevan bien con el frío. Como regla general:

- **Al refrigerador:** lechuga, cilantro, brócoli, zanahoria, pepino, chícharo, champiñón y chile jalapeño.
- **Fuera, en un lugar fresco y oscuro:** papa, camote, cebolla y ajo. Guárdalos separados: la papa junto a la cebolla brota más rápido.
- **A temperatura ambiente hasta que maduren:** tomate y aguacate. Una vez maduros, puedes refrigerarlos unos días para que no se pasen.

## Trucos que sí funcionan

El cilantro y el perejil duran mucho más si los pones como un ramo de flores, con los tallos en un vaso con agua, y los cubres con una bolsa ligera dentro del refrigerador. Cambia el agua cada dos días.

Las hojas verdes, como la lechuga romana, se conservan mejor lavadas, bien secas y envueltas en una toalla de cocina o servilleta de papel dentro de un recipiente cerrado. La humedad sobrante es su peor enemiga.

Las zanahorias pierden firmeza si conservan las hojas: córtalas antes de guardarlas. El brócoli aguanta más si lo envuelves sin apretar en papel húmedo.

## Planea para desperdiciar menos

Organiza el cajón de verduras para que lo más delicado quede a la vista y se use primero. Si algo empieza a ponerse suave, conviértelo en caldo, salsa o sopa de verduras antes de que sea tarde. Y recuerda que con Huerta Baja puedes pedir cantidades pequeñas con más frecuencia: la verdura llega fresca y se come fresca.`,
    img_url: '/img/blog/como-conservar-verduras-mas-tiempo.webp',
    autor: 'Luis Ortega',
    fecha_publicacion: '2026-07-22',
  },
  {
    id: 5,
    slug: 'comprar-local-restaurantes-hoteles-ensenada',
    titulo: 'Ventajas de comprar local para restaurantes y hoteles en Ensenada',
    resumen:
      'Frescura, precios estables y una historia que contar en el menú: por qué cada vez más cocinas de Ensenada se abastecen con productores de la región.',
    contenido: `Ensenada se ha ganado un lugar en el mapa gastronómico gracias a su cocina de mar, al Valle de Guadalupe y a una generación de cocineros que apuesta por los ingredientes de la región. Para un restaurante o un hotel, comprar local no es solo una moda: es una decisión que mejora el producto y el negocio.

## Frescura que se nota en el plato

Cuando la fruta y la verdura vienen de San Quintín, Maneadero o el Valle de Guadalupe, recorren pocos kilómetros y llegan a la cocina en menos tiempo. Eso significa hojas más firmes, tomates con más sabor y hierbas aromáticas que duran más en la cámara fría. Menos merma es también menos dinero tirado a la basura.

## Beneficios para tu operación

- **Entregas constantes:** recibes tu pedido en aproximadamente 24 horas después de confirmarlo y pagarlo, con la posibilidad de programar entregas recurrentes.
- **Precios de mayoreo:** los volúmenes de un restaurante o de un hotel permiten acordar precios especiales directamente con nosotros.
- **Trato directo:** si un día necesitas más cilantro o cambiar el tamaño del aguacate, hablas con una persona que conoce tu cuenta.
- **Producto de temporada:** sabemos qué está en su mejor momento cada semana y te avisamos para que aproveches en tu menú.

## Una historia para tus clientes

Los turistas que visitan Ensenada buscan experiencias auténticas. Poder decir en la carta que la fresa es de San Quintín, el aceite de oliva del Valle de Guadalupe o el queso fresco de un productor de la región suma valor a cada platillo y justifica mejor su precio.

Comprar local también fortalece la economía de Baja California: el dinero se queda en las familias productoras, en los transportistas y en los pequeños negocios de la zona.

Si tienes un restaurante, un hotel o un servicio de banquetes en Ensenada, Rosarito, Tijuana o Tecate, escríbenos y armamos juntos un plan de abasto a la medida de tu cocina.`,
    img_url: '/img/blog/comprar-local-restaurantes-hoteles-ensenada.webp',
    autor: 'Gabriela Meza',
    fecha_publicacion: '2026-09-09',
  },
];
