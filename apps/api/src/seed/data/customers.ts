/**
 * Quién compró en las semanas de ejemplo (seed/history.ts): clientes sin cuenta que vuelven, y un
 * restaurante con cuenta de negocio y lista de precios. Datos inventados (dominio example.mx); la cuenta
 * del restaurante no tiene contraseña que alguien conozca (se entra restableciéndola).
 */

export interface SeedCustomer {
  nombre: string;
  email: string;
  telefono: string;
  calle: string;
  colonia: string;
  codigoPostal: string;
  referencias: string | null;
  /** How often they order, relative to the others. */
  peso: number;
}

export const guests: SeedCustomer[] = [
  { nombre: 'María Fernanda López', email: 'mafer.lopez@example.mx', telefono: '664 381 2290', calle: 'Av. Río Tijuana 3120, int. 4', colonia: 'Zona Río', codigoPostal: '22010', referencias: 'Edificio gris, caseta de vigilancia', peso: 5 },
  { nombre: 'José Luis Ortega', email: 'jl.ortega@example.mx', telefono: '664 209 7715', calle: 'Calle Misión de San Javier 10661', colonia: 'Zona Urbana Río', codigoPostal: '22010', referencias: null, peso: 4 },
  { nombre: 'Ana Sofía Beltrán', email: 'anasofia.beltran@example.mx', telefono: '664 455 0183', calle: 'Blvd. Agua Caliente 4558', colonia: 'Aviación', codigoPostal: '22014', referencias: 'Portón negro', peso: 4 },
  { nombre: 'Ricardo Medina', email: 'ricardo.medina@example.mx', telefono: '664 170 6642', calle: 'Calle Pioneros 1520', colonia: 'Playas de Tijuana', codigoPostal: '22500', referencias: 'Frente al parque', peso: 3 },
  { nombre: 'Guadalupe Ríos', email: 'lupita.rios@example.mx', telefono: '664 903 3317', calle: 'Calle Ocampo 871', colonia: 'Zona Centro', codigoPostal: '22000', referencias: null, peso: 3 },
  { nombre: 'Daniel Carrillo', email: 'daniel.carrillo@example.mx', telefono: '664 667 4120', calle: 'Av. de las Ferias 2250', colonia: 'Chapultepec', codigoPostal: '22020', referencias: 'Casa blanca con buganvilia', peso: 2 },
  { nombre: 'Karla Ivonne Sandoval', email: 'karla.sandoval@example.mx', telefono: '664 712 5586', calle: 'Paseo de los Héroes 9415', colonia: 'Zona Urbana Río', codigoPostal: '22010', referencias: 'Departamento 12', peso: 2 },
  { nombre: 'Héctor Valenzuela', email: 'hector.valenzuela@example.mx', telefono: '664 348 9021', calle: 'Calle Cuauhtémoc 315', colonia: 'Cacho', codigoPostal: '22150', referencias: null, peso: 2 },
  { nombre: 'Mónica Zamora', email: 'monica.zamora@example.mx', telefono: '664 281 7764', calle: 'Av. Sánchez Taboada 10488', colonia: 'Revolución', codigoPostal: '22015', referencias: 'Timbre de arriba', peso: 2 },
  { nombre: 'Francisco Javier Ruiz', email: 'fco.ruiz@example.mx', telefono: '664 590 1147', calle: 'Calle Segunda 1902', colonia: 'Zona Centro', codigoPostal: '22000', referencias: null, peso: 1 },
  { nombre: 'Patricia Guerrero', email: 'paty.guerrero@example.mx', telefono: '664 433 6508', calle: 'Blvd. Salinas 1300', colonia: 'Aviación', codigoPostal: '22014', referencias: 'Junto a la farmacia', peso: 1 },
  { nombre: 'Luis Alberto Félix', email: 'luis.felix@example.mx', telefono: '664 825 3379', calle: 'Av. Paseo Ensenada 205', colonia: 'Playas de Tijuana', codigoPostal: '22504', referencias: null, peso: 1 },
];

/** The restaurant that buys twice a week at its price list. */
export const restaurant = {
  usuario: { nombre: 'Marisol Aguilar', email: 'compras.laensenadita@example.mx', telefono: '664 634 2081' },
  negocio: { giro: 'restaurante', razonSocial: 'Mariscos La Ensenadita, S.A. de C.V.', rfc: 'MEN150612QX4', contacto: 'Marisol Aguilar (compras)', ventana: 'manana' },
  direccion: { calle: 'Blvd. Sánchez Taboada 10750, local 3', colonia: 'Zona Urbana Río', codigoPostal: '22010', referencias: 'Entrada de proveedores por la calle de atrás' },
  lista: {
    nombre: 'Restaurantes',
    descuentoGeneral: 8,
    /** A fixed price per kilo for the tomato they buy by the box (a thinner margin than the shop's), percentages off two more. */
    productos: [
      { productoId: 19, precioCentavos: 2190, descuento: null },
      { productoId: 21, precioCentavos: null, descuento: 15 },
      { productoId: 4, precioCentavos: null, descuento: 12 },
    ],
  },
  /** What the kitchen orders (product, items from, items to). */
  compras: [
    [19, 16, 32],
    [21, 8, 20],
    [4, 8, 16],
    [23, 6, 12],
    [1, 10, 24],
    [24, 4, 8],
    [28, 3, 6],
    [20, 2, 4],
    [32, 2, 4],
    [39, 3, 6],
  ] as [number, number, number][],
};
