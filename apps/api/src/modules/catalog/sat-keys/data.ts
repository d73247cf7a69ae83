/**
 * The part of the SAT's catalogues a grocer needs, shipped so the product form can search offline (the
 * SAT publishes c_ClaveProdServ, ~52,000 keys, only as a spreadsheet; no package ships it). Where each
 * key comes from is in README.md. `palabras` are our own search words (how a Mexican grocer says it),
 * never part of the SAT's description.
 */
export interface SatCatalogEntry {
  clave: string;
  descripcion: string;
  palabras?: string;
}

/** c_ClaveProdServ: fresh produce, herbs, eggs, dairy, bread, grains and legumes, pantry, drinks, delivery. */
export const PRODUCTOS_SERVICIOS: readonly SatCatalogEntry[] = [
  { clave: '01010101', descripcion: 'No existe en el catálogo', palabras: 'otro generico' },
  // Fresh fruit and vegetables (segment 50, families 5030 and 5040).
  { clave: '50401700', descripcion: 'Aguacates', palabras: 'aguacate hass palta' },
  { clave: '50301500', descripcion: 'Manzanas', palabras: 'manzana roja verde' },
  { clave: '50304100', descripcion: 'Limones', palabras: 'limon sin semilla amarillo persa' },
  { clave: '50304500', descripcion: 'Mangos', palabras: 'mango ataulfo manila' },
  { clave: '50304600', descripcion: 'Melones', palabras: 'melon sandia' },
  { clave: '50305000', descripcion: 'Naranjas', palabras: 'naranja valenciana' },
  { clave: '50307025', descripcion: 'Platano', palabras: 'platano tabasco macho banana' },
  { clave: '50307024', descripcion: 'Pepinos', palabras: 'pepino' },
  { clave: '50406500', descripcion: 'Tomates', palabras: 'jitomate tomate saladette bola' },
  { clave: '50405600', descripcion: 'Pimientos', palabras: 'chile jalapeno serrano poblano pimiento morron' },
  { clave: '50402200', descripcion: 'Cebollas de ensalada', palabras: 'cebolla blanca morada' },
  { clave: '50405700', descripcion: 'Papas', palabras: 'papa blanca patata' },
  { clave: '50402500', descripcion: 'Zanahorias', palabras: 'zanahoria' },
  { clave: '50406300', descripcion: 'Calabazas', palabras: 'calabaza calabacita' },
  { clave: '50407017', descripcion: 'Chayote o guatila', palabras: 'chayote' },
  { clave: '50404600', descripcion: 'Lechugas', palabras: 'lechuga romana orejona' },
  { clave: '50403800', descripcion: 'Ajo', palabras: 'ajo' },
  { clave: '50401600', descripcion: 'Espárragos', palabras: 'esparrago' },
  { clave: '50401500', descripcion: 'Alcachofas', palabras: 'alcachofa' },
  { clave: '50401800', descripcion: 'Fríjoles', palabras: 'frijol fresco ejote' },
  // Herbs.
  { clave: '50404100', descripcion: 'Hierbas', palabras: 'hierba de olor' },
  { clave: '50404106', descripcion: 'Cilantro', palabras: 'cilantro' },
  { clave: '50404101', descripcion: 'Albahaca', palabras: 'albahaca' },
  { clave: '50404110', descripcion: 'Epazote', palabras: 'epazote' },
  { clave: '50404114', descripcion: 'Menta', palabras: 'menta hierbabuena' },
  { clave: '50404115', descripcion: 'Orégano', palabras: 'oregano' },
  { clave: '50404116', descripcion: 'Pápalo', palabras: 'papalo' },
  { clave: '50404120', descripcion: 'Romero', palabras: 'romero' },
  // Eggs and dairy.
  { clave: '50131612', descripcion: 'Huevos en la cascara de gallina', palabras: 'huevo blanco rojo' },
  { clave: '50131701', descripcion: 'Productos de leche o mantequilla frescos', palabras: 'leche crema yogurt' },
  { clave: '50131702', descripcion: 'Productos de leche o mantequilla de estante', palabras: 'leche ultrapasteurizada' },
  { clave: '50131704', descripcion: 'Leche en polvo', palabras: 'leche polvo' },
  { clave: '50131801', descripcion: 'Queso natural', palabras: 'queso fresco panela oaxaca' },
  { clave: '50131802', descripcion: 'Queso procesado', palabras: 'queso amarillo' },
  // Bread, grains and legumes.
  { clave: '50181901', descripcion: 'Pan fresco', palabras: 'pan bolillo telera' },
  { clave: '50181906', descripcion: 'Pan de repisa', palabras: 'pan de caja' },
  { clave: '50181903', descripcion: 'Galletas sencillas de sal', palabras: 'galleta salada' },
  { clave: '50181905', descripcion: 'Galletas de dulce', palabras: 'galleta' },
  { clave: '50221101', descripcion: 'Grano de cereal', palabras: 'arroz avena maiz grano' },
  { clave: '50221002', descripcion: 'Harina', palabras: 'harina trigo maiz' },
  { clave: '50221300', descripcion: 'Harina y productos de molinos', palabras: 'masa nixtamal' },
  { clave: '50421800', descripcion: 'Fríjoles Secos', palabras: 'frijol pinto negro bayo seco' },
  { clave: '50404500', descripcion: 'Lentejas', palabras: 'lenteja' },
  { clave: '50407018', descripcion: 'Garbanzo', palabras: 'garbanzo' },
  { clave: '50192901', descripcion: 'Pasta sencilla o fideos', palabras: 'pasta sopa fideo' },
  // Pantry.
  { clave: '50151513', descripcion: 'Aceites vegetales o  de planta comestibles', palabras: 'aceite oliva' },
  { clave: '50161509', descripcion: 'Azucares naturales o productos endulzantes', palabras: 'azucar piloncillo' },
  { clave: '50171551', descripcion: 'Sal de mesa', palabras: 'sal' },
  { clave: '50171550', descripcion: 'Especies o extractos', palabras: 'especias pimienta comino canela' },
  { clave: '50171831', descripcion: 'Salsas para cocinar', palabras: 'salsa chile' },
  { clave: '50171902', descripcion: 'Condimento', palabras: 'condimento' },
  { clave: '50171707', descripcion: 'Vinagres', palabras: 'vinagre' },
  { clave: '50192403', descripcion: 'Miel', palabras: 'miel de abeja' },
  { clave: '50192401', descripcion: 'Mermeladas o preservativos de fruta', palabras: 'mermelada' },
  // Drinks.
  { clave: '50202301', descripcion: 'Agua', palabras: 'agua purificada garrafon' },
  { clave: '50202302', descripcion: 'Hielo', palabras: 'hielo' },
  { clave: '50202304', descripcion: 'Jugos de repisa', palabras: 'jugo' },
  { clave: '50202306', descripcion: 'Refrescos', palabras: 'refresco' },
  { clave: '50201706', descripcion: 'Café', palabras: 'cafe molido grano' },
  { clave: '50201709', descripcion: 'Café instantáneo', palabras: 'cafe soluble' },
  { clave: '50201713', descripcion: 'Bolsas de té', palabras: 'te sobres' },
  // The delivery charge on a ticket.
  { clave: '78102203', descripcion: 'Servicios de envío, recogida o entrega de correo', palabras: 'envio entrega a domicilio mensajeria' },
];

/** c_ClaveUnidad: weights, volumes, counts and the packs a grocer sells in (descriptions as the SAT writes them). */
export const UNIDADES: readonly SatCatalogEntry[] = [
  { clave: 'H87', descripcion: 'Pieza', palabras: 'pza' },
  { clave: 'KGM', descripcion: 'Kilogramo', palabras: 'kg kilo' },
  { clave: 'GRM', descripcion: 'Gramo', palabras: 'g gr' },
  { clave: 'LBR', descripcion: 'Libra', palabras: 'lb' },
  { clave: 'LTR', descripcion: 'Litro', palabras: 'l lt' },
  { clave: 'MLT', descripcion: 'Mililitro', palabras: 'ml' },
  { clave: 'XUN', descripcion: 'Unidad' },
  { clave: 'DZN', descripcion: 'Docena' },
  { clave: 'XBX', descripcion: 'Caja' },
  { clave: 'XPK', descripcion: 'Paquete' },
  { clave: 'XBG', descripcion: 'Bolso', palabras: 'bolsa' },
  { clave: 'XBH', descripcion: 'Manojo', palabras: 'manojo rollo' },
  { clave: 'XSA', descripcion: 'Saco', palabras: 'costal' },
  { clave: 'XCI', descripcion: 'Frasco' },
  { clave: 'XP2', descripcion: 'Charola' },
  { clave: 'XBJ', descripcion: 'Cubeta' },
  { clave: 'XLT', descripcion: 'Lote' },
  { clave: 'XKI', descripcion: 'Kit (Conjunto de piezas)', palabras: 'canasta' },
  { clave: 'SET', descripcion: 'Conjunto' },
  { clave: 'PR', descripcion: 'Par' },
  { clave: 'E48', descripcion: 'Unidad de servicio', palabras: 'servicio envio' },
  { clave: 'ACT', descripcion: 'Actividad', palabras: 'servicio' },
];
