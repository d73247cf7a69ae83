/**
 * The seed's products' SAT keys (issue 45), by product id: c_ClaveProdServ where the shipped catalogue
 * subset has the produce (modules/catalog/sat-keys/README.md says where each key comes from), and
 * c_ClaveUnidad where the default is wrong: KGM for a product sold as whole kilos by the piece
 * («cantidad: kg» without `venta`), DZN for a dozen, XPK for a pack, XBH for a bunch. Left out: the
 * default (the category's 01010101; KGM when weighed, H87 by the piece).
 */
export const seedSatKeys: Record<number, { claveProdServ?: string; claveUnidad?: string }> = {
  1: { claveProdServ: '50401700' }, // Aguacate Hass: Aguacates
  3: { claveProdServ: '50304500' }, // Mango Ataulfo: Mangos
  4: { claveProdServ: '50304100' }, // Limón sin semilla: Limones
  5: { claveProdServ: '50307025', claveUnidad: 'KGM' }, // Plátano Tabasco: Platano
  6: { claveUnidad: 'KGM' }, // Uva roja
  7: { claveProdServ: '50304600', claveUnidad: 'KGM' }, // Sandía: Melones
  8: { claveProdServ: '50304600' }, // Melón gota de miel: Melones
  9: { claveUnidad: 'KGM' }, // Durazno amarillo
  10: { claveUnidad: 'KGM' }, // Pera Bartlett
  11: { claveProdServ: '50301500', claveUnidad: 'KGM' }, // Manzana roja: Manzanas
  12: { claveProdServ: '50301500', claveUnidad: 'KGM' }, // Manzana verde: Manzanas
  13: { claveProdServ: '50305000', claveUnidad: 'KGM' }, // Naranja valenciana: Naranjas
  17: { claveUnidad: 'KGM' }, // Kiwi
  19: { claveProdServ: '50406500' }, // Tomate saladette: Tomates
  20: { claveProdServ: '50405600', claveUnidad: 'KGM' }, // Chile jalapeño: Pimientos
  21: { claveProdServ: '50402200' }, // Cebolla blanca: Cebollas de ensalada
  22: { claveUnidad: 'KGM' }, // Nopal limpio
  23: { claveProdServ: '50404106', claveUnidad: 'XBH' }, // Cilantro: Cilantro, por manojo
  24: { claveProdServ: '50404600' }, // Lechuga romana: Lechugas
  25: { claveProdServ: '50405700' }, // Papa blanca: Papas
  26: { claveProdServ: '50402500' }, // Zanahoria: Zanahorias
  28: { claveProdServ: '50307024', claveUnidad: 'KGM' }, // Pepino: Pepinos
  29: { claveUnidad: 'KGM' }, // Brócoli
  30: { claveProdServ: '50403800' }, // Ajo: Ajo
  31: { claveUnidad: 'XPK' }, // Champiñón, por paquete
  32: { claveProdServ: '50405600', claveUnidad: 'KGM' }, // Pimiento morrón: Pimientos
  33: { claveUnidad: 'KGM' }, // Berenjena
  34: { claveUnidad: 'KGM' }, // Camote
  37: { claveProdServ: '50131612', claveUnidad: 'DZN' }, // Huevo blanco: Huevos en la cascara de gallina, por docena
  38: { claveUnidad: 'XPK' }, // Tortillas de harina, por paquete
  39: { claveUnidad: 'KGM' }, // Tortillas de maíz
  40: { claveProdServ: '50192403' }, // Miel de abeja: Miel
  41: { claveProdServ: '50131801' }, // Queso fresco: Queso natural
  42: { claveProdServ: '50421800', claveUnidad: 'KGM' }, // Frijol pinto: Fríjoles Secos
  43: { claveProdServ: '50221101', claveUnidad: 'KGM' }, // Arroz blanco: Grano de cereal
  44: { claveProdServ: '50201706' }, // Café de Ensenada: Café
  45: { claveProdServ: '50151513' }, // Aceite de oliva: Aceites vegetales o de planta comestibles
  46: { claveProdServ: '50171831' }, // Salsa roja de chile de árbol: Salsas para cocinar
  47: { claveUnidad: 'DZN' }, // Tamales de elote, por docena
  49: { claveProdServ: '50304100', claveUnidad: 'KGM' }, // Limón amarillo: Limones
};
